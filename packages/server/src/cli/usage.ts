/** The text of `touchline --help`: every command, flag and environment variable the service reads. */
import { DEFAULT_TRACKED_KEYWORD } from '@touchline/parser';

/** Printed by `touchline help` and after an unknown command. Flags win over environment variables. */
export const USAGE = `usage:
  touchline serve [--db PATH] [--port N] [--host H] [--ingest-port N] [--ingest-host H] [--import FILE] [--no-process]
  touchline import FILE [--db PATH]
  touchline process [--db PATH] [--once] [--retry-failed]
  touchline reprocess [--db PATH] [--since ID]
  touchline rederive [--db PATH] [--dry-run]
  touchline matches [--db PATH] [--json]
  touchline migrate-store --from FILE --to URL

flags (a flag wins over its environment variable):
  --db PATH          database file or postgres:// URL; env TOUCHLINE_DATABASE_URL (postgres://…),
                     else the file TOUCHLINE_DB, default $TOUCHLINE_DATA_DIR/touchline.sqlite
  --port N           public listener port; env TOUCHLINE_PORT, default 8080 (0 = any free port)
  --host H           public listener address; env TOUCHLINE_HOST, default 0.0.0.0 (all interfaces;
                     127.0.0.1 keeps it on this machine)
  --ingest-port N    ingest listener port; env TOUCHLINE_INGEST_PORT, default none (no listener)
  --ingest-host H    ingest listener address; env TOUCHLINE_INGEST_HOST, default 127.0.0.1
  --import FILE      serve: import a JSONL file or desktop channel export first (idempotent)
  --no-process       serve: do not process; run \`touchline process\` beside it
  --once             process: drain the backlog and exit (default: run until SIGTERM or SIGINT)
  --retry-failed     process: first move failed observations back to pending (their stored AI
                     answers forgotten) and failed translations back to none, then process
  --since ID         reprocess: start at observation ID (default 1: every done observation); with
                     TOUCHLINE_AI_MODEL set, posts the parser now declines wait for the model
  --dry-run          rederive: only report differences (exit 1 if any)
  --json             matches: print each match as its /v1/matches/{matchId} body
  --from FILE        migrate-store: the SQLite file to copy
  --to URL           migrate-store: the PostgreSQL database to copy it into (empty, or the same copy)

environment:
  TOUCHLINE_DATABASE_URL         postgres://… : keep the store in PostgreSQL (several instances may share it)
  TOUCHLINE_PROCESSING_LEASE_SECONDS  PostgreSQL: how long a processor's claim lasts before another
                                 processor takes the work over (default 60)
  TOUCHLINE_DATA_DIR             directory of the default database file (default ./.data)
  TOUCHLINE_INGEST_TOKEN         bearer token of the ingest listener; unset = ingest listener disabled
  TOUCHLINE_TRACKED_KEYWORD      keyword of trackedRelated and /v1/updates?tracked= (default ${DEFAULT_TRACKED_KEYWORD})
  TOUCHLINE_PAGE_CACHE           off = no in-memory cache of read answers (default on)
  TOUCHLINE_MAX_IMAGE_BYTES      largest image an observation may carry on ingest (default 4194304)
  TOUCHLINE_MAX_IMAGES           most images one observation may carry on ingest (default 10);
                                 the ingest body limit admits this many images at the byte cap
  TOUCHLINE_IMAGE_READING        off = read no league tables from retained images (default on)
  TOUCHLINE_IMAGE_RETENTION_DAYS days image bytes are kept (reading states stay), or forever (default 30)
  TOUCHLINE_OCR_DATA             directory holding eng.traineddata.gz (default: the installed
                                 @tesseract.js-data/eng package's); nothing is downloaded
  TOUCHLINE_VIDEO_FEED_URL       Atom feed behind /v1/videos; unset = 502 video feed unavailable
  TOUCHLINE_VIDEO_CACHE_SECONDS  how long a fetched video feed is served (default 600)
  TOUCHLINE_VIDEO_RETRY_SECONDS  wait after a failed feed fetch before the next (default 60)
  TOUCHLINE_LOG_LEVEL            pino level of the JSON log lines on stderr (default info)
  TOUCHLINE_CLOCK                freeze the clock at an ISO time (replays and tests only)
  TOUCHLINE_AI_BASE_URL          OpenAI-compatible API (hosted, vLLM, Ollama, llama.cpp), e.g.
                                 http://127.0.0.1:8000/v1; unset = no AI parse, no translation
  TOUCHLINE_AI_MODEL             model for posts the parser declines (they wait as awaiting_ai)
  TOUCHLINE_AI_KEY               bearer key of the API (unset for servers that need none)
  TOUCHLINE_TRANSLATE_MODEL      model translating every text post into Korean (may equal the above)
  TOUCHLINE_AI_RESPONSE_FORMAT   json_schema (default; JSON mode once the server refuses it) or json_object
  TOUCHLINE_AI_CONCURRENCY       requests in flight at once (default 2)
  TOUCHLINE_AI_REQUESTS_PER_MINUTE  requests started per minute, retries included (default 60)
  TOUCHLINE_AI_TIMEOUT_SECONDS   time one request may take (default 60)
  TOUCHLINE_AI_RETRIES           further attempts after 429/5xx/timeout, honouring Retry-After (default 3)

docs/operations.md has the details.`;
