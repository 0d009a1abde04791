// The package's version, as package.json has it (a test keeps the two equal): a constant, so
// that `seo-report --version` reads no file at run time.
export const VERSION = '0.1.0';
