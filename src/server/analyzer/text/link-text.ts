// Link texts that say nothing about where a link leads ("click here", "read more"): search
// engines read the anchor text as a description of the target, and screen-reader users who list
// a page's links hear a column of "more, more, more". Kept here, in one place, per language;
// Lighthouse's "Links have descriptive text" keeps a list of the same kind.

const GENERIC_LINK_TEXTS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'click here',
    'click this',
    'click',
    'go',
    'here',
    'information',
    'learn more',
    'link',
    'this link',
    'more',
    'more info',
    'more information',
    'read more',
    'read more here',
    'continue reading',
    'right here',
    'see more',
    'find out more',
    'start',
    'this',
  ],
  de: [
    'hier klicken',
    'klicke hier',
    'klicken sie hier',
    'hier',
    'mehr',
    'mehr erfahren',
    'mehr info',
    'mehr infos',
    'mehr informationen',
    'mehr lesen',
    'weiterlesen',
    'weiter',
    'siehe',
    'dies',
    'das',
    'link',
    'dieser link',
  ],
  fr: [
    'cliquez ici',
    'cliquer ici',
    'clique ici',
    'ici',
    'plus',
    'en savoir plus',
    'lire la suite',
    'lire plus',
    'voir plus',
    "plus d'infos",
    "plus d'informations",
    'plus d’infos',
    'plus d’informations',
    'suite',
    'lien',
    'ce lien',
  ],
  es: [
    'click aquí',
    'click aqui',
    'clic aquí',
    'clic aqui',
    'haz clic aquí',
    'haz clic aqui',
    'haga clic aquí',
    'haga clic aqui',
    'pincha aquí',
    'pincha aqui',
    'aquí',
    'aqui',
    'más',
    'mas',
    'más información',
    'mas informacion',
    'leer más',
    'leer mas',
    'ver más',
    'ver mas',
    'saber más',
    'saber mas',
    'este',
    'enlace',
    'este enlace',
    'empezar',
  ],
  pt: [
    'clique aqui',
    'aqui',
    'ir',
    'mais',
    'mais informação',
    'mais informações',
    'mais informacao',
    'mais informacoes',
    'saiba mais',
    'leia mais',
    'veja mais',
    'ver mais',
    'este link',
    'link',
  ],
  it: [
    'clicca qui',
    'clicca qua',
    'qui',
    'qua',
    'più',
    'di più',
    'leggi di più',
    'leggi tutto',
    'scopri di più',
    'maggiori informazioni',
    'altre informazioni',
    'continua',
    'continua a leggere',
    'altro',
    'questo link',
    'link',
  ],
  nl: [
    'klik hier',
    'hier',
    'meer',
    'lees meer',
    'lees verder',
    'meer info',
    'meer informatie',
    'bekijk meer',
    'verder',
    'deze link',
    'link',
  ],
};

const BY_LANGUAGE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(GENERIC_LINK_TEXTS).map(([language, texts]) => [language, new Set(texts)]),
);
const ANY_LANGUAGE: ReadonlySet<string> = new Set(Object.values(GENERIC_LINK_TEXTS).flat());
const LONGEST_GENERIC = Math.max(...[...ANY_LANGUAGE].map((text) => text.length));

/** The languages listed above (primary subtags). */
export const GENERIC_LINK_TEXT_LANGUAGES: readonly string[] = Object.keys(GENERIC_LINK_TEXTS);

/**
 * What decorates a link text at either end ("Read more »", "→ Learn more", "More…"). Brackets and
 * quotes are not among them: "link()" names a function and "<this>" a type in API references,
 * and neither is the generic word inside it.
 */
const DECORATION = /^[\s.,:;!?…·•»«›‹→←↗▶►▸▷❯❮>|/\\–—-]+|[\s.,:;!?…·•»«›‹→←↗▶►▸▷❯❮>|/\\–—-]+$/g;

/** A link text as compared with the lists: lower-cased, whitespace runs as one space, undecorated. */
export function normaliseLinkText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(DECORATION, '').toLowerCase();
}

/**
 * Whether a link's text says nothing about its target. `lang` is the page's language tag: when it
 * is one of the listed languages only that list (and English, used everywhere) is read, so that a
 * word generic in one language ("das") is not taken for one in another; otherwise all of them.
 */
export function isGenericLinkText(text: string, lang: string | null): boolean {
  // Pages carry thousands of links, nearly all longer than any generic text and its decoration.
  if (text.length > LONGEST_GENERIC + 8) return false;
  const normalised = normaliseLinkText(text);
  if (normalised === '') return false;
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const list = BY_LANGUAGE.get(primary);
  if (list === undefined) return ANY_LANGUAGE.has(normalised);
  return list.has(normalised) || (BY_LANGUAGE.get('en')?.has(normalised) ?? false);
}
