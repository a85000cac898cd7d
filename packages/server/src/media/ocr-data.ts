/**
 * The English OCR data, from the `@tesseract.js-data/eng` package installed beside the server:
 * image reading is fully offline, so missing data is a start-up error with a clear message rather
 * than a download at run time.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The traineddata file tesseract.js reads from a language directory (gzip). */
export const ENGLISH_DATA_FILE = 'eng.traineddata.gz';
/** The LSTM-only "best int" model: smaller and faster than the legacy+LSTM one, and all we run. */
const MODEL_DIR = '4.0.0_best_int';

/** Thrown when the English OCR data is not where image reading needs it. */
export class OcrDataMissingError extends Error {
  constructor(where: string) {
    super(
      `image reading needs the English OCR data (${ENGLISH_DATA_FILE}) and found none at ${where}: ` +
        'install the server with its dependencies (the @tesseract.js-data/eng package), point TOUCHLINE_OCR_DATA at a directory holding ' +
        `${ENGLISH_DATA_FILE}, or turn image reading off with TOUCHLINE_IMAGE_READING=off`,
    );
    this.name = 'OcrDataMissingError';
  }
}

/**
 * The directory holding the English data: `dir` when given (TOUCHLINE_OCR_DATA), else the
 * installed package's. Nothing is downloaded.
 * @throws OcrDataMissingError when the file is not there.
 */
export function englishDataDir(dir?: string | null): string {
  let found: string;
  if (dir) found = dir;
  else {
    try {
      const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
      found = join(dirname(pkg), MODEL_DIR);
    } catch {
      throw new OcrDataMissingError('the @tesseract.js-data/eng package (not installed)');
    }
  }
  if (!existsSync(join(found, ENGLISH_DATA_FILE))) throw new OcrDataMissingError(found);
  return found;
}
