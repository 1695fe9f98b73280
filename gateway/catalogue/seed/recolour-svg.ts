/**
 * Product pictures in an option value's colour (docs/decisions/038). The seed's pictures are
 * flat SVG drawings: a tinted background (a rect and a circle), then the part inside one `<g>`
 * whose first colour (fill or stroke) other than an outline is the body colour, with darker and lighter tones of it for shading and
 * neutral outlines. Recolouring moves the body colour and every tone of its family to the
 * target colour, keeping each tone's lightness offset, and tints the background to match.
 * Pure: text in, text out.
 */

type Hsl = { h: number; s: number; l: number };

/** Outlines, shadows and highlights drawn in every picture: never recoloured. */
const NEUTRALS = new Set(['#000', '#000000', '#fff', '#ffffff', '#1f2933', '#2a3340']);

const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));

function expand(hex: string): string {
  const h = hex.toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
}

export function toHsl(hex: string): Hsl {
  const n = parseInt(expand(hex).slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function toHex({ h, s, l }: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((c) =>
      Math.round(clamp(c) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Whether `tone` is a shade or tint of `body` (same hue family), not an accent of another hue. */
function sameFamily(tone: Hsl, body: Hsl): boolean {
  if (body.s < 0.25) return tone.s < 0.3 && hueGap(tone.h, body.h) < 40;
  return tone.s > 0.2 && hueGap(tone.h, body.h) < 25;
}

/** The tone in the target colour: the target's hue and saturation, the tone's lightness offset from the body. */
function shifted(tone: Hsl, body: Hsl, target: Hsl): Hsl {
  const offset = tone.l - body.l;
  // Near white or black targets have no room on one side: shade towards the middle instead.
  const l = target.l + offset > 0.97 || target.l + offset < 0.06 ? target.l - offset * 0.6 : target.l + offset;
  return { h: target.h, s: target.s, l: clamp(l, 0.04, 0.98) };
}

/** The background's two tints for a target colour (light, lighter), grey enough for white parts to show. */
function backgroundTints(target: Hsl): [string, string] {
  const s = Math.min(target.s, 0.45);
  if (target.l > 0.85) return [toHex({ h: 215, s: 0.2, l: 0.9 }), toHex({ h: 215, s: 0.18, l: 0.8 })];
  return [toHex({ h: target.h, s, l: 0.96 }), toHex({ h: target.h, s, l: 0.9 })];
}

/** The picture `svg` redrawn with its body in `hex` (e.g. '#ffffff'); the title gains `colourName`. */
export function recolourSvg(svg: string, hex: string, colourName: string): string {
  const start = svg.indexOf('<g');
  if (start < 0) throw new Error('The picture has no <g> drawing to recolour');
  const head = svg.slice(0, start);
  const drawing = svg.slice(start);
  const bodyHex = [...drawing.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{3,6})"/g)]
    .map((m) => m[1]!)
    .find((c) => !NEUTRALS.has(c.toLowerCase()));
  if (!bodyHex) throw new Error('The picture has no body colour');
  const body = toHsl(bodyHex);
  const target = toHsl(hex);
  const redrawn = drawing.replace(/(fill|stroke)="(#[0-9a-fA-F]{3,6})"/g, (whole, attr: string, colour: string) => {
    if (NEUTRALS.has(colour.toLowerCase())) return whole;
    if (expand(colour) === expand(bodyHex)) return `${attr}="${expand(hex)}"`;
    const tone = toHsl(colour);
    if (!sameFamily(tone, body)) return whole;
    return `${attr}="${toHex(shifted(tone, body, target))}"`;
  });
  const [light, lighter] = backgroundTints(target);
  let fills = 0;
  const background = head
    .replace(/fill="(#[0-9a-fA-F]{3,6})"/g, (whole, colour: string) => {
      if (colour === '#000') return whole;
      fills += 1;
      return `fill="${fills === 1 ? light : lighter}"`;
    })
    .replace(/<title>([^<]*)\)<\/title>/, `<title>$1, ${colourName})</title>`)
    .replace(/<title>([^<(]*)<\/title>/, `<title>$1 (${colourName})</title>`);
  return background + redrawn;
}
