/**
 * Test images drawn by the tests themselves (@napi-rs/canvas, a devDependency): league tables in
 * several fonts, sizes and themes, rotated slightly or JPEG-compressed, with or without GF/GA,
 * with an inconsistent row or a smudged cell; and images that are no table (a team photo, a
 * poster). Deterministic: the same spec draws the same pixels.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { StandingsRow } from '@touchline/parser';

/** Columns a drawn table can print, in the order given. */
export type DrawnColumn = 'position' | 'team' | 'played' | 'won' | 'drawn' | 'lost' | 'gf' | 'ga' | 'goal_difference' | 'points';

/** One printed row: the standings row plus goals for/against (drawn when the columns ask). */
export interface DrawnRow extends StandingsRow {
  gf: number;
  ga: number;
}

/** How to draw a table. */
export interface TableSpec {
  rows: DrawnRow[];
  columns?: DrawnColumn[];
  /** Header word of each column (defaults: Pos Team P W D L GF GA GD Pts). */
  headers?: Partial<Record<DrawnColumn, string>>;
  /** CSS font family (DejaVu Sans by default). */
  font?: string;
  /** Font size in pixels (16 by default). */
  size?: number;
  theme?: 'light' | 'dark';
  /** Rotation in degrees (clockwise). */
  rotate?: number;
  format?: 'png' | 'jpeg';
  /** JPEG quality 0..100 (default 80). */
  quality?: number;
  /** Cells drawn over with a blot, by row index and column. */
  smudges?: Array<{ row: number; column: DrawnColumn }>;
  /** A title line above the table. */
  title?: string;
  /** Alternate row shading, as many screenshots have. */
  stripes?: boolean;
}

export const DEFAULT_COLUMNS: readonly DrawnColumn[] = ['position', 'team', 'played', 'won', 'drawn', 'lost', 'goal_difference', 'points'];
const DEFAULT_HEADERS: Record<DrawnColumn, string> = {
  position: 'Pos', team: 'Team', played: 'P', won: 'W', drawn: 'D', lost: 'L', gf: 'GF', ga: 'GA', goal_difference: 'GD', points: 'Pts',
};

/** The text a cell prints (goal difference with its sign, as tables do). */
export function printed(row: DrawnRow, column: DrawnColumn): string {
  const v = row[column];
  if (column === 'goal_difference' && typeof v === 'number' && v > 0) return `+${v}`;
  return String(v);
}

/** Draws `spec` and returns the encoded image. */
export function drawTable(spec: TableSpec): Buffer {
  const columns = spec.columns ?? DEFAULT_COLUMNS;
  const size = spec.size ?? 16;
  const font = `${size}px "${spec.font ?? 'DejaVu Sans'}"`;
  const headers = { ...DEFAULT_HEADERS, ...spec.headers };
  const pad = Math.round(size * 1.2);
  const rowH = Math.round(size * 1.9);
  const probe = createCanvas(10, 10).getContext('2d');
  probe.font = font;
  const widths = columns.map((c) =>
    Math.max(probe.measureText(headers[c]).width, ...spec.rows.map((r) => probe.measureText(printed(r, c)).width)),
  );
  const gap = Math.round(size * 1.6);
  const xs: number[] = [];
  let x = pad;
  for (const w of widths) {
    xs.push(x);
    x += w + gap;
  }
  const titleH = spec.title ? rowH : 0;
  const width = Math.ceil(x - gap + pad);
  const height = pad * 2 + titleH + rowH * (spec.rows.length + 1);
  const dark = spec.theme === 'dark';
  const bg = dark ? '#1c2230' : '#ffffff';
  const fg = dark ? '#e8ecf2' : '#1a1a1a';
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = bg;
  g.fillRect(0, 0, width, height);
  if (spec.rotate) {
    g.translate(width / 2, height / 2);
    g.rotate((spec.rotate * Math.PI) / 180);
    g.translate(-width / 2, -height / 2);
  }
  g.font = font;
  g.textBaseline = 'middle';
  let y = pad;
  if (spec.title) {
    g.fillStyle = fg;
    g.fillText(spec.title, pad, y + rowH / 2);
    y += titleH;
  }
  // Text columns start at their left edge; numbers are centred under their header, as most tables print them.
  const cell = (text: string, i: number, yMid: number): void => {
    const c = columns[i]!;
    const w = g.measureText(text).width;
    const left = c === 'team' ? xs[i]! : xs[i]! + (widths[i]! - w) / 2;
    g.fillText(text, left, yMid);
  };
  g.fillStyle = dark ? '#2c3548' : '#e9edf3';
  g.fillRect(pad / 2, y, width - pad, rowH);
  g.fillStyle = fg;
  columns.forEach((c, i) => cell(headers[c], i, y + rowH / 2));
  y += rowH;
  spec.rows.forEach((r, ri) => {
    if (spec.stripes && ri % 2 === 1) {
      g.fillStyle = dark ? '#232a3a' : '#f5f7fa';
      g.fillRect(pad / 2, y, width - pad, rowH);
    }
    g.fillStyle = fg;
    columns.forEach((c, i) => cell(printed(r, c), i, y + rowH / 2));
    for (const s of spec.smudges ?? []) {
      if (s.row === ri) smudge(g, xs[columns.indexOf(s.column)]!, y, widths[columns.indexOf(s.column)]!, rowH, fg);
    }
    y += rowH;
  });
  return spec.format === 'jpeg' ? canvas.toBuffer('image/jpeg', spec.quality ?? 80) : canvas.toBuffer('image/png');
}

/** An ink blot over a cell: strokes that leave its digits unreadable. */
function smudge(g: SKRSContext2D, x: number, y: number, w: number, h: number, ink: string): void {
  g.save();
  g.strokeStyle = ink;
  g.lineWidth = Math.max(2, h / 8);
  g.beginPath();
  for (let i = 0; i < 6; i++) {
    g.moveTo(x - 2 + (i * w) / 6, y + h * 0.2);
    g.lineTo(x + 4 + ((i + 1) * w) / 6, y + h * 0.8);
  }
  g.stroke();
  g.restore();
}

/** A photo-like image: a pitch, players as shapes, no text. */
export function drawTeamPhoto(width = 480, height = 320): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const sky = g.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#7fb3e0');
  sky.addColorStop(0.45, '#cfe3f3');
  sky.addColorStop(0.46, '#3f8f3a');
  sky.addColorStop(1, '#2d6e2a');
  g.fillStyle = sky;
  g.fillRect(0, 0, width, height);
  for (let i = 0; i < 11; i++) {
    const cx = 30 + i * ((width - 60) / 10);
    const cy = height * 0.55 + (i % 2) * 30;
    g.fillStyle = '#c8102e';
    g.fillRect(cx - 12, cy, 24, 50);
    g.fillStyle = '#f1c27d';
    g.beginPath();
    g.arc(cx, cy - 10, 11, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#ffffff';
    g.fillRect(cx - 11, cy + 50, 22, 24);
  }
  return canvas.toBuffer('image/jpeg', 85);
}

/** A match poster: big words and a date, no table. */
export function drawPoster(width = 420, height = 560): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#101820';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#f2aa4c';
  g.font = 'bold 44px "DejaVu Sans"';
  g.fillText('MATCHDAY', 40, 110);
  g.font = 'bold 30px "DejaVu Sans"';
  g.fillStyle = '#ffffff';
  g.fillText('Riverside FC', 40, 220);
  g.fillText('vs', 40, 270);
  g.fillText('Harbour United', 40, 320);
  g.font = '22px "DejaVu Sans"';
  g.fillText('Saturday 15:00  Riverside Park', 40, 430);
  g.fillText('Tickets 10 / 5', 40, 470);
  return canvas.toBuffer('image/png');
}

const TEAM_NAMES = [
  'Riverside FC', 'Harbour United', 'Metro City', 'Kingsport Athletic', 'Northbank Rovers', 'Police FC', 'Eastwood Town',
  'Millbrook Rangers', 'St. Mary\'s', 'Bayview Albion', 'Westgate Wanderers', 'Highfield', 'Lakeside Celtic',
  'Stonebridge', 'Port Vale Academy', 'Greenhill Stars', 'Oakwood Dynamos', 'Redcliffe Sporting', 'Ashford 1905', 'Union Bay',
];

/** A small deterministic generator (mulberry32), so tables are the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A consistent league table of `n` teams (played = won + drawn + lost, points 3W + D, positions 1..n). */
export function leagueTable(n: number, seed: number): DrawnRow[] {
  const rnd = seeded(seed);
  const names = [...TEAM_NAMES].sort(() => rnd() - 0.5).slice(0, n);
  const rows = names.map((team) => {
    const played = 8 + Math.floor(rnd() * 22);
    const won = Math.floor(rnd() * (played + 1));
    const drawn = Math.floor(rnd() * (played - won + 1));
    const lost = played - won - drawn;
    const gf = won * 2 + drawn + Math.floor(rnd() * 12);
    const ga = lost * 2 + drawn + Math.floor(rnd() * 12);
    return { team, played, won, drawn, lost, gf, ga, goal_difference: gf - ga, points: won * 3 + drawn };
  });
  rows.sort((a, b) => b.points - a.points || b.goal_difference - a.goal_difference);
  return rows.map((r, i) => ({ position: i + 1, ...r }));
}
