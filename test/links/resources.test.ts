// The targets the link check reads beyond links, images, scripts and stylesheets: every kind
// linkinator reads (frames, media, posters, og:image, meta refresh, preloads, JSON-LD URLs...),
// so that a broken one it finds we find too (bench/links, issue 31); and what is not a target.
import { describe, expect, it } from 'vitest';
import { jsonLdUrls, pageResources, refreshUrl } from '../../src/client/links/resources.js';

const read = (html: string) =>
  pageResources(html, 'https://a.example/dir/page').map((r) => `${r.kind} ${r.url}`);

describe('pageResources reads every kind of target', () => {
  it('reads frames, embeds, media, posters, quotes and obsolete URL attributes', () => {
    expect(
      read(`<html manifest="app.appcache"><body background="bg.png">
        <iframe src="/map" longdesc="/map-text"></iframe><frame src="f.html">
        <embed src="e.swf" pluginspage="/plugin"><object data="doc.pdf"></object>
        <video src="v.mp4" poster="p.jpg"><source src="v.webm"><track src="cc.vtt"></video>
        <audio src="a.mp3"></audio><input type="image" src="go.png">
        <blockquote cite="/source">q</blockquote><q cite="/q">q</q><del cite="/d"></del><ins cite="/i"></ins>`),
    ).toEqual([
      'manifest https://a.example/dir/app.appcache',
      'image https://a.example/dir/bg.png',
      'frame https://a.example/map',
      'link https://a.example/map-text',
      'frame https://a.example/dir/f.html',
      'frame https://a.example/dir/e.swf',
      'link https://a.example/plugin',
      'frame https://a.example/dir/doc.pdf',
      'media https://a.example/dir/v.mp4',
      'image https://a.example/dir/p.jpg',
      'media https://a.example/dir/v.webm',
      'media https://a.example/dir/cc.vtt',
      'media https://a.example/dir/a.mp3',
      'image https://a.example/dir/go.png',
      'link https://a.example/source',
      'link https://a.example/q',
      'link https://a.example/d',
      'link https://a.example/i',
    ]);
  });

  it('reads every <link> that fetches something, by what it loads', () => {
    expect(
      read(`<link rel="preload" as="font" href="/f.woff2" crossorigin>
        <link rel="preload" as="image" href="/hero.avif"><link rel="preload" as="style" href="/s.css">
        <link rel="prefetch" href="/data.json"><link rel="modulepreload" href="/m.js">
        <link rel="manifest" href="/site.webmanifest"><link rel="shortcut icon" href="/favicon.ico">
        <link rel="mask-icon" href="/mask.svg"><link rel="next" href="/page/2">
        <link rel="alternate" type="application/rss+xml" href="/feed.xml"><link href="/no-rel">
        <link rel="preconnect" href="https://a.example/"><link rel="dns-prefetch preconnect" href="//cdn.example">
        <link rel="pingback" href="/xmlrpc.php"><link rel="constructor" href="/odd-rel">`),
    ).toEqual([
      'font https://a.example/f.woff2',
      'image https://a.example/hero.avif',
      'stylesheet https://a.example/s.css',
      'resource https://a.example/data.json',
      'script https://a.example/m.js',
      'manifest https://a.example/site.webmanifest',
      'icon https://a.example/favicon.ico',
      'icon https://a.example/mask.svg',
      'link https://a.example/page/2',
      'link https://a.example/feed.xml',
      'link https://a.example/no-rel',
      'link https://a.example/odd-rel',
    ]);
  });

  it('reads meta tags whose content is an absolute URL, and meta refresh', () => {
    expect(
      read(`<meta property="og:image" content=" https://a.example/og.jpg ">
        <meta name="twitter:image" content="https://a.example/tw.png">
        <meta property="og:video" content="https://a.example/clip.mp4">
        <meta property="og:url" content="https://a.example/canonical">
        <meta http-equiv="Refresh" content="5; URL='/moved'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta property="og:image" content="/relative-is-not-read.jpg">
        <meta name="description" content="mailto:someone@example.com">`),
    ).toEqual([
      'image https://a.example/og.jpg',
      'image https://a.example/tw.png',
      'media https://a.example/clip.mp4',
      'link https://a.example/canonical',
      'link https://a.example/moved',
    ]);
  });

  it('reads the URLs of JSON-LD blocks, and nothing from other scripts', () => {
    expect(
      read(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",
          "url":"https://a.example/","logo":"https://a.example/logo.png","name":"https://not-a-url-field.example/",
          "sameAs":["https://a.example/about","https://social.example/a"],
          "founder":{"@type":"Person","image":{"@type":"ImageObject","contentUrl":"https://a.example/f.jpg"}}}</script>
        <script type="application/json">{"url":"https://a.example/not-json-ld"}</script>
        <script type="application/ld+json">{ not json</script>`),
    ).toEqual([
      'link https://a.example/',
      'image https://a.example/logo.png',
      'link https://a.example/about',
      'link https://social.example/a',
      'link https://a.example/f.jpg',
    ]);
  });
});

describe('refreshUrl', () => {
  it('reads the URL of a refresh as browsers do', () => {
    expect(refreshUrl('0;url=/a')).toBe('/a');
    expect(refreshUrl('0; URL = "/b" ignored')).toBe('/b');
    expect(refreshUrl('3 /c')).toBe('/c');
    expect(refreshUrl("1.5, url='/d")).toBe('/d');
    expect(refreshUrl('5')).toBeNull();
    expect(refreshUrl('soon; url=/e')).toBeNull();
  });
});

describe('jsonLdUrls', () => {
  it('walks JSON nested deeper than the call stack without failing', () => {
    const deep = `${'['.repeat(100_000)}"https://a.example/deep"${']'.repeat(100_000)}`;
    expect(jsonLdUrls(`{"hasPart":${deep}}`)).toEqual([]);
    expect(jsonLdUrls(`{"url":${deep}}`)).toEqual([['link', 'https://a.example/deep']]);
  });

  it('takes http(s) URLs only, in arrays under a URL property too', () => {
    expect(
      jsonLdUrls('[{"image":["https://a.example/1.png","ftp://a.example/2.png","3.png"]}]'),
    ).toEqual([['image', 'https://a.example/1.png']]);
  });
});
