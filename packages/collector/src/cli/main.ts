#!/usr/bin/env node
/** The `touchline-collect` command. Entry point only; the collector's modules never import it. */
process.stdout.write('touchline-collect: under construction (issue 16); see packages/collector/src/source/channel-source.ts\n');
