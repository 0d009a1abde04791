// What the report, message and password pages and the report-dir's index page share: escaping,
// the page shell and one stylesheet, inline so that a page written to a file needs nothing from
// elsewhere. Readable from 375 px wide phones up, and printable (print rules at the end).

import { escapeUTF8 } from 'entities';

/**
 * Text for HTML (and XML) content and quoted attributes: & < > " ' as entities. The project's
 * one HTML escaper: the pages, and the CLI's JUnit XML. Markdown has its own (escapeMarkdown in
 * src/client/app/render/escape.ts), since GitHub's markdown needs more than entities.
 */
export const escapeHtml = escapeUTF8;

/**
 * The URL as an href when it is an absolute http(s) URL, else null: a report's URL comes from
 * the service or the page, and `javascript:`, `data:` or a relative path must never become a
 * link. Checked with the parser browsers use, and kept as written (only trimmed): a URL
 * normalised here would percent-encode differently from what the secret scrubber of a report
 * folder knows. Still to be escaped for the attribute.
 */
export function httpHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'http:' || protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** A link out of the report to a page it names: not followed by search engines, no opener. */
export function externalLink(href: string, text: string, className?: string): string {
  const classes = className ? ` class="${escapeHtml(className)}"` : '';
  return `<a${classes} href="${escapeHtml(href)}" rel="nofollow noopener">${escapeHtml(text)}</a>`;
}

interface PageShell {
  title: string;
  body: string;
  /** Inline script, for the index page's sorting only; the report page has none. */
  script?: string;
  /** Rules for this kind of page only, after the shared ones (the service's own pages). */
  extraStyle?: string;
}

export function renderShell({ title, body, script, extraStyle }: PageShell): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}${extraStyle ?? ''}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}

export const PAGE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:920px;margin:0 auto;padding:24px 16px 48px}
a{color:#0969da}
h1{font-size:1.45rem;line-height:1.3;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:32px 0 12px}
h3{font-size:1rem;margin:0}
p{margin:0 0 8px}
.muted,.meta{color:#59636e}
.meta{font-size:.9rem;overflow-wrap:anywhere}
.top{display:flex;gap:20px;align-items:center;margin-bottom:20px}
.top>div{min-width:0}
.score{flex:none;width:104px;height:104px;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;background:#59636e;text-align:center}
.score b{font-size:2rem;line-height:1}
.score small{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;margin-top:4px}
.good .score,.score.good{background:#1a7f37}.decent .score,.score.decent{background:#9a6700}.bad .score,.score.bad{background:#cf222e}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:16px 0}
.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:12px 16px}
.card b{display:block;font-size:1.5rem;line-height:1.2}
.card span{color:#59636e;font-size:.85rem}
.card.failed b{color:#cf222e}.card.passed b{color:#1a7f37}
.findings{list-style:none;margin:0;padding:0}
.finding{background:#fff;border:1px solid #d0d7de;border-left:4px solid #d0d7de;border-radius:8px;padding:14px 16px;margin-bottom:12px;break-inside:avoid}
.finding.error{border-left-color:#cf222e}.finding.warning{border-left-color:#bf8700}.finding.notice,.finding.off{border-left-color:#8c959f}
.finding header{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:baseline;margin-bottom:6px}
.evidence{font-weight:500;overflow-wrap:anywhere}
.why,.fix{font-size:.92rem;margin:6px 0 0;overflow-wrap:anywhere}
.why b,.fix b{font-weight:600}
.fix{background:#f6f8fa;border-radius:6px;padding:8px 10px}
.badge{display:inline-block;font-size:.72rem;font-weight:600;padding:1px 8px;border-radius:10px;background:#eaeef2;color:#424a53;white-space:nowrap}
.badge.high{background:#ffebe9;color:#a40e26}.badge.medium{background:#fff8c5;color:#7d4e00}.badge.low{background:#eaeef2;color:#424a53}
.badge.error{background:#ffebe9;color:#a40e26}.badge.warning{background:#fff8c5;color:#7d4e00}.badge.notice,.badge.off{background:#eaeef2;color:#424a53}
.importance{font-size:.8rem;color:#59636e}
.note{font-size:.9rem}
.crumbs{font-size:.9rem;margin:0 0 12px}
.visit{white-space:nowrap;font-weight:600}
.card.warned b{color:#9a6700}
h3.group.error{color:#a40e26}h3.group.warning{color:#7d4e00}
details>.note{padding:0 16px}
details>.findings{padding:0 12px 4px}
.badge.cat{background:transparent;border:1px solid #d0d7de;font-weight:normal;color:#59636e}
details{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:12px 0}
summary{cursor:pointer;padding:12px 16px;font-weight:600}
.checklist{list-style:none;margin:0;padding:0 16px 8px}
.checklist li{padding:8px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.checklist .name{font-weight:600}
.checklist .ok{color:#1a7f37;font-weight:700;margin-right:6px}
.checklist .na{color:#59636e;font-weight:700;margin-right:6px}
/* A status box is a p.notice: the level notice also names findings, badges and folds. */
p.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:12px 16px;margin:16px 0}
p.notice.failed{background:#ffebe9;border-color:#cf222e}
.allgood{background:#dafbe1;border:1px solid #4ac26b;border-radius:8px;padding:12px 16px}
form{display:flex;flex-direction:column;gap:8px;max-width:320px}
input,button{font:inherit;padding:8px;border-radius:6px;border:1px solid #d0d7de}
button{background:#1f883d;color:#fff;border-color:#1f883d;cursor:pointer}
.grade{font-weight:600}
.grade.good{color:#1a7f37}.grade.decent{color:#9a6700}.grade.bad,.grade.error{color:#cf222e}
span.error{color:#cf222e}
.bar{display:flex;height:14px;border-radius:7px;overflow:hidden;background:#eaeef2;margin:8px 0}
.bar i{display:block;height:100%}
.bar .good,.legend .good::before{background:#1a7f37}.bar .decent,.legend .decent::before{background:#bf8700}.bar .bad,.legend .bad::before{background:#cf222e}.bar .error,.legend .error::before{background:#59636e}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.9rem;margin:0;padding:0;list-style:none}
.legend li::before{content:"";display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}
.panel{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:14px 16px;margin:12px 0}
.histogram{display:flex;align-items:stretch;gap:6px;height:150px;margin:8px 0 0;padding-bottom:20px;border-bottom:1px solid #d0d7de;position:relative}
.histogram .col{flex:1;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;position:relative;min-width:0}
.histogram i{display:block;width:100%;max-width:48px;border-radius:3px 3px 0 0}
.histogram .n{font-size:.8rem;color:#424a53;line-height:1.4}
.histogram .x{position:absolute;bottom:-20px;font-size:.75rem;color:#59636e}
.histogram .good{background:#1a7f37}.histogram .decent{background:#bf8700}.histogram .bad{background:#cf222e}
h2.first,h3.sub.first{margin-top:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}h3.group{margin:20px 0 8px;font-size:.95rem;color:#424a53}h3.sub{margin:18px 0 4px}
.problems{list-style:none;margin:0;padding:0}
.problems>li{padding:10px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.problems>li:first-child{border-top:0}
.problems .count{float:right;color:#59636e;font-size:.9rem;margin-left:8px}
.problems .fix{margin-top:6px}
.meter{height:6px;border-radius:3px;background:#eaeef2;margin-top:6px;overflow:hidden}
.meter i{display:block;height:100%;background:#cf222e}
.meter.warning i{background:#bf8700}.meter.notice i,.meter.off i{background:#8c959f}
ul.on{list-style:none;margin:6px 0 0;padding:0;font-size:.9rem}
ul.on li{overflow-wrap:anywhere;padding:2px 0}
details.on{border:0;margin:6px 0 0;background:transparent}
details.on>summary{padding:2px 0;font-weight:normal;color:#0969da;font-size:.9rem}
details>.problems{padding:0 16px 8px}
.problems .evidence{margin:4px 0 0}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #d0d7de;border-radius:8px}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eaeef2;vertical-align:top}
th{font-size:.85rem;color:#59636e;white-space:nowrap}
th button{all:unset;cursor:pointer;color:inherit;font-weight:600}
th button::after{content:" ↕";color:#8c959f}
th[aria-sort=ascending] button::after{content:" ↑"}th[aria-sort=descending] button::after{content:" ↓"}
td.url{overflow-wrap:anywhere;min-width:0}
th[data-col="0"]{width:40%}
td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.issues{font-size:.85rem;color:#59636e}
footer{margin-top:32px;color:#59636e;font-size:.85rem}
@media (max-width:600px){
main{padding:16px 12px 40px}
.top{gap:14px}
.score{width:84px;height:84px}.score b{font-size:1.6rem}
h1{font-size:1.2rem}
.cards{grid-template-columns:repeat(2,1fr);gap:8px}
.card{padding:10px 12px}
.card b{font-size:1.3rem}
table,thead,tbody,tr,td{display:block;width:100%}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table{border:0;background:transparent}
tr{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin-bottom:10px;padding:6px 0}
td{border:0;padding:4px 12px}
td[data-label]::before{content:attr(data-label) ": ";color:#59636e;font-size:.85rem}
}
@media print{
body{background:#fff;font-size:11pt}
main{max-width:none;padding:0}
a{color:inherit;text-decoration:none}
.finding,.card,details,.panel,table{border-color:#999}
.fix{background:none;padding:0}
details::details-content{content-visibility:visible;display:block;height:auto}
summary{list-style:none}
th button::after{content:""}
.score{print-color-adjust:exact;-webkit-print-color-adjust:exact}
.bar,.meter,.badge,.histogram i{print-color-adjust:exact;-webkit-print-color-adjust:exact}
}
`;
