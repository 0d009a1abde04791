// The service's analysis in two phases: a worker parses and judges the page and names what the
// network must still answer, its images and its canonical URL (analyzeDocumentPhase); the main
// thread asks and judges image_weight and canonical from the answers alone (completeAnalysis).
// Together they must give what one pass over the page with the answers gives (analyzeDocument),
// result for result, in the same order, with the same score.
import { describe, expect, it } from 'vitest';
import type { CanonicalTarget, ImageWeights } from '../../src/server/analyzer/checks/context.js';
import { MAX_IMAGES_WEIGHED } from '../../src/server/analyzer/checks/images.js';
import {
  type Analysis,
  type AnalyzerOptions,
  analyzeDocument,
  analyzeDocumentPhase,
  completeAnalysis,
  type PageInput,
} from '../../src/server/analyzer/index.js';

const PAGE_URL = 'https://chairs.test/shop/oak/';

function input(body: string, extra: Partial<PageInput> = {}): PageInput {
  return {
    url: PAGE_URL,
    finalUrl: PAGE_URL,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    ...extra,
  };
}

const WORDS = Array.from({ length: 600 }, (_, i) => `oak${i % 37}`).join(' ');
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Handmade oak chairs from the workshop in the valley</title>
<meta name="description" content="Oak chairs made by hand: joints, finishes and the wood we use, with photos of each.">
<base href="https://cdn.chairs.test/media/">
</head><body><h1>Oak chairs</h1><p>${WORDS}</p>
<img src="hero.jpg" width="800" height="600">
<picture><source type="image/avif" srcset="team.avif 1x, team@2x.avif 2x"><img src="team.jpg"></picture>
<img srcset="small.webp 1x, small@2x.webp 2x" alt="a chair">
<img src="hero.jpg#again">
<noscript><img src="never.png"></noscript>
<img src="pixel.gif" width="1" height="1">
<img src="data:image/png;base64,iVBORw0KGgo=">
</body></html>`;

/** Weights for the page's images: the hero over budget (a JPEG), the rest small, one unknown. */
const WEIGHTS: ImageWeights = {
  images: [
    {
      url: 'https://cdn.chairs.test/media/hero.jpg',
      bytes: 450_000,
      status: 200,
      contentType: 'image/jpeg',
    },
    { url: 'https://cdn.chairs.test/media/team.avif', bytes: 90_000, status: 200 },
    { url: 'https://cdn.chairs.test/media/small.webp', bytes: null, status: 404 },
  ],
  notAsked: 0,
};

/**
 * The two phases as the service runs them: `weights` for whatever images were named, `target`
 * for the canonical URL when one was named.
 */
function inTwoPhases(
  page: PageInput,
  weights: ImageWeights,
  options: AnalyzerOptions = {},
  target?: CanonicalTarget,
) {
  const phase = analyzeDocumentPhase(page, options);
  const analysis = completeAnalysis(
    phase,
    {
      ...(phase.imagesToWeigh === null ? {} : { imageWeights: weights }),
      ...(phase.canonical === null || target === undefined ? {} : { canonicalTarget: target }),
    },
    options,
  );
  return { phase, analysis };
}

/** The analysis as stored, less the time it took. */
function stored(analysis: Analysis) {
  return JSON.stringify({ ...analysis, timings: null });
}

describe('the analysis in two phases', () => {
  it('names the images a phone loads, in page order, resolved against <base href>', () => {
    const { phase } = inTwoPhases(input(PAGE), WEIGHTS);
    expect(phase.imagesToWeigh).toEqual({
      urls: [
        'https://cdn.chairs.test/media/hero.jpg',
        'https://cdn.chairs.test/media/team.avif',
        'https://cdn.chairs.test/media/small.webp',
      ],
      notAsked: 0,
    });
    // Until the weights are in, the check waits, and says so.
    expect(phase.analysis.results.image_weight?.value).toBe(
      'not applicable: the images were not requested',
    );
  });

  it('gives the results, their order and the score of one pass with the weights', () => {
    // image_weight is of low importance, which the default weights leave out of the score.
    const options: AnalyzerOptions = { weights: { low: 2 } };
    const { analysis } = inTwoPhases(input(PAGE), WEIGHTS, options);
    const onePass = analyzeDocument(input(PAGE, { imageWeights: WEIGHTS }), options);
    expect(stored(analysis)).toBe(stored(onePass));
    // Not vacuous: the weights changed the verdict and the score of the document phase.
    expect(analysis.results.image_weight?.passed).toBe(false);
    const documentOnly = analyzeDocumentPhase(input(PAGE), options).analysis;
    expect(analysis.score).not.toBe(documentOnly.score);
    expect(Object.keys(analysis.results)).toEqual(Object.keys(documentOnly.results));
  });

  it('counts the images past the first 40 without naming them, as one pass does', () => {
    const many = Array.from(
      { length: MAX_IMAGES_WEIGHED + 7 },
      (_, i) => `<img src="/i${i}.webp">`,
    );
    const page = input(`<title>Many chairs</title><p>${WORDS}</p>${many.join('')}`);
    const phase = analyzeDocumentPhase(page);
    expect(phase.imagesToWeigh?.urls).toHaveLength(MAX_IMAGES_WEIGHED);
    expect(phase.imagesToWeigh?.notAsked).toBe(7);
    const weights: ImageWeights = {
      images: (phase.imagesToWeigh?.urls ?? []).map((url, i) => ({
        url,
        bytes: 20_000 + i * 1000,
        status: 200,
      })),
      notAsked: phase.imagesToWeigh?.notAsked ?? 0,
    };
    const analysis = completeAnalysis(phase, { imageWeights: weights });
    expect(stored(analysis)).toBe(stored(analyzeDocument({ ...page, imageWeights: weights })));
    expect(analysis.results.image_weight?.value).toMatchObject({ images: 47, notWeighed: 7 });
  });

  it('cuts a long list of heavy images the way one pass does', () => {
    const images = Array.from({ length: 60 }, (_, i) => ({
      url: `https://chairs.test/big${i}.png`,
      bytes: 400_000,
      status: 200,
      contentType: 'image/png',
    }));
    const weights: ImageWeights = { images, notAsked: 0 };
    const page = input(`<title>Heavy</title><p>${WORDS}</p><img src="/big0.png">`);
    const analysis = completeAnalysis(analyzeDocumentPhase(page), { imageWeights: weights });
    // Cut to size, and said so: the part of the result only completeAnalysis builds.
    const listed = analysis.results.image_weight?.errors?.too_large as unknown[] | undefined;
    expect(analysis.results.image_weight?.truncated?.['errors.too_large']).toBeGreaterThan(
      listed?.length ?? Number.POSITIVE_INFINITY,
    );
    expect(stored(analysis)).toBe(stored(analyzeDocument({ ...page, imageWeights: weights })));
  });

  it('asks for no weights where image_weight would not read them', () => {
    // An error page: only its status is judged.
    const notFound = inTwoPhases(input(PAGE, { status: 404 }), WEIGHTS);
    expect(notFound.phase.imagesToWeigh).toBeNull();
    expect(notFound.analysis.results.image_weight?.passed).toBeNull();
    expect(stored(notFound.analysis)).toBe(
      stored(analyzeDocument(input(PAGE, { status: 404, imageWeights: WEIGHTS }))),
    );
    // The phprank profile has no image_weight.
    const phprank = inTwoPhases(input(PAGE), WEIGHTS, { checks: 'phprank' });
    expect(phprank.phase.imagesToWeigh).toBeNull();
    expect(phprank.analysis.results.image_weight).toBeUndefined();
    // Weights already given with the page.
    expect(analyzeDocumentPhase(input(PAGE, { imageWeights: WEIGHTS })).imagesToWeigh).toBeNull();
    // Not a page at all.
    const pdf = analyzeDocumentPhase(
      input('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    expect(pdf.analysis.failure?.code).toBe('not_html');
    expect(pdf.imagesToWeigh).toBeNull();
  });

  it('judges with the limits the caller set, on both phases', () => {
    const options: AnalyzerOptions = { limits: { maxImageBytes: 500_000 } };
    const { analysis } = inTwoPhases(input(PAGE), WEIGHTS, options);
    expect(analysis.results.image_weight?.passed).toBe(true);
    expect(stored(analysis)).toBe(
      stored(analyzeDocument(input(PAGE, { imageWeights: WEIGHTS }), options)),
    );
  });

  it('names the canonical URL to ask for, and judges its answer as one pass does', () => {
    const withCanonical = (head: string) => input(PAGE.replace('<base href', `${head}<base href`));
    const elsewhere = withCanonical(
      '<link rel="canonical" href="https://chairs.test/oak/"><meta property="og:url" content="https://chairs.test/elm/">',
    );
    const { phase } = inTwoPhases(elsewhere, WEIGHTS);
    expect(phase.canonical?.url).toBe('https://chairs.test/oak/');
    const answers: CanonicalTarget[] = [
      { url: 'https://chairs.test/oak/', status: 301 },
      { url: 'https://chairs.test/oak/', status: 404 },
      { url: 'https://chairs.test/oak/', status: 200, noindex: true },
      { url: 'https://chairs.test/oak/', status: 200, noindex: false },
      { url: 'https://chairs.test/oak/', status: null, error: 'no answer' },
    ];
    for (const target of answers) {
      const { analysis } = inTwoPhases(elsewhere, WEIGHTS, {}, target);
      const onePass = analyzeDocument({
        ...elsewhere,
        imageWeights: WEIGHTS,
        canonicalTarget: target,
      });
      expect(stored(analysis)).toBe(stored(onePass));
    }
    // Not vacuous: the answer reaches the verdict, in its place before the og:url mismatch.
    const redirected = inTwoPhases(elsewhere, WEIGHTS, {}, answers[0]).analysis.results.canonical;
    expect(Object.keys(redirected?.errors ?? {})).toEqual(['redirect', 'mismatch']);
    const fine = inTwoPhases(elsewhere, WEIGHTS, {}, answers[3]).analysis.results.canonical;
    expect(Object.keys(fine?.errors ?? {})).toEqual(['mismatch']);
    // The page itself, a relative or an invalid first canonical: nothing to ask for.
    expect(
      analyzeDocumentPhase(withCanonical(`<link rel="canonical" href="${PAGE_URL}">`)).canonical,
    ).toBeNull();
    expect(analyzeDocumentPhase(input(PAGE)).canonical).toBeNull();
    const relative = analyzeDocumentPhase(withCanonical('<link rel="canonical" href="/elm/">'));
    // Resolved against <base href>, as the check resolves it.
    expect(relative.canonical?.url).toBe('https://cdn.chairs.test/elm/');
    expect(
      analyzeDocumentPhase(withCanonical('<link rel="canonical" href="mailto:a@b.c">')).canonical,
    ).toBeNull();
  });
});
