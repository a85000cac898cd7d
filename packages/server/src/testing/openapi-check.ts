/** Validates real responses against docs/openapi.yaml (ajv, JSON Schema 2020-12). Test support only. */
import Ajv2020 from 'ajv/dist/2020.js';
import { loadOpenApi } from '../openapi/openapi.js';

const doc = loadOpenApi();
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema({ ...doc, $id: 'openapi.json' });

const escape = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The OpenAPI document as loaded. */
export const openApiDoc = doc;

/**
 * Errors of `body` against the documented response of `path` (template, e.g.
 * `/v1/structured/{rawUpdateId}/history`) and `status`; empty when valid.
 * @throws Error when the document has no such response.
 */
export function openApiErrors(path: string, status: number, body: unknown): string[] {
  const paths = doc.paths as Record<string, { get?: { responses?: Record<string, { content?: unknown }> } }>;
  const response = paths[path]?.get?.responses?.[String(status)];
  if (!response) throw new Error(`openapi.yaml documents no ${status} response for GET ${path}`);
  if (!response.content) return body === undefined ? [] : ['documented without a body'];
  const pointer = `openapi.json#/paths/${escape(path)}/get/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(pointer);
  if (!validate) throw new Error(`cannot compile ${pointer}`);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
