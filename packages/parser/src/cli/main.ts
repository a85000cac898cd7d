#!/usr/bin/env node
// Placeholder: the touchline-parse command line lands with the parser pipeline.
import { parsePost } from '../index.js';
import { readFileSync } from 'node:fs';

process.stdout.write(`${JSON.stringify(parsePost(readFileSync(0, 'utf8')))}\n`);
