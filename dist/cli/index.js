#!/usr/bin/env node
// The seo-report command, built from src/cli.ts. Written by scripts/bundle.mjs: the code is in
// ../shared/, one build for every entry point, so that no chunk is committed twice.
import { cli } from '../shared/index.js';

await cli();
