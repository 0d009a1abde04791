export const id = 597;
export const ids = [597];
export const modules = {

/***/ 597:
/***/ ((module) => {

module.exports = eval("require")("proxy-agent");


/***/ })

};

//# sourceMappingURL=597.index.js.map