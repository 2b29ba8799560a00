/**
 * Sample illustrations drawn by code. Every scene is an SVG document (1600 x 1200, 4:3) built only
 * from shapes, gradients and patterns: no text (fonts are not guaranteed) and no external assets.
 * A small seeded PRNG makes each drawing reproducible: the same {scene, seed} always gives the same
 * SVG, while other seeds vary the layout, tree positions, colours and time of day.
 */

export const scenes = ["aerial", "entrance", "avenue", "park", "sunrise-plots", "hillside"] as const;
export type Scene = (typeof scenes)[number];

export interface SampleDrawing {
  scene: Scene;
  seed: number;
  /** The time of day, instead of the one the seed picks: projects sharing a scene look apart. */
  light?: TimeOfDay;
}

export const drawingWidth = 1600;
export const drawingHeight = 1200;

const W = drawingWidth;
const H = drawingHeight;

// ---------------------------------------------------------------------------------------------
// Random numbers

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (p) => next() < p,
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = readonly [number, number, number];

function parseHex(c: string): Rgb {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: Rgb): string {
  return (
    "#" +
    rgb
      .map((x) =>
        Math.max(0, Math.min(255, Math.round(x)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
const darken = (c: string, t: number): string => mix(c, "#000000", t);

function vary(rng: Rng, c: string, amount: number): string {
  const t = rng.range(-amount, amount);
  return t >= 0 ? lighten(c, t) : darken(c, -t);
}

/** The earthy palette shared by all scenes. */
const C = {
  forest: "#2E5239",
  forestDeep: "#1E3527",
  leaf: "#4C7A3A",
  leafLight: "#86A85A",
  olive: "#6F7D3C",
  grassDry: "#9C9A58",
  grass: "#6E8F45",
  earth: "#A24E2C",
  earthLight: "#C07048",
  laterite: "#8A3C22",
  sand: "#E6D2AA",
  sandDeep: "#CDAE80",
  stone: "#DCD2C0",
  cream: "#F1E8D8",
  marigold: "#F0A030",
  marigoldDeep: "#D97E1C",
  bougainvillea: "#C2437A",
  water: "#3C7A86",
  waterLight: "#8EC0C2",
  asphalt: "#4A4C51",
  bark: "#5B4636",
  palmTrunk: "#7A6A58",
  shadow: "#231F2B",
} as const;

// ---------------------------------------------------------------------------------------------
// SVG building blocks

type Pt = readonly [number, number];
/** A range, [least, most], that the seed picks a number from. */
type Span = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

function num(x: number): string {
  const m = Math.abs(x);
  const v = m >= 20 ? Math.round(x) : m >= 2 ? Math.round(x * 10) / 10 : Math.round(x * 100) / 100;
  return Object.is(v, -0) ? "0" : String(v);
}

function attrs(a: Attrs): string {
  let s = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === "number" ? num(v) : v}"`;
  }
  return s;
}

function el(tag: string, a: Attrs, inner?: string): string {
  return inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, ...a });
const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el("circle", { cx, cy, r, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...a });
const path = (d: string, a: Attrs = {}): string => el("path", { d, ...a });
const group = (inner: string, a: Attrs = {}): string => el("g", a, inner);
const poly = (pts: readonly Pt[], a: Attrs = {}): string => path(polyD(pts), a);

function polyD(pts: readonly Pt[]): string {
  let d = "";
  for (const [x, y] of pts) d += `${d === "" ? "M" : "L"}${num(x)} ${num(y)}`;
  return d + "Z";
}

/** A circle as a path fragment, so many circles of one colour share one element. */
function circleD(x: number, y: number, r: number): string {
  return `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`;
}

function ellipseD(x: number, y: number, rx: number, ry: number): string {
  return `M${num(x - rx)} ${num(y)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0`;
}

/** Whether a box around (x, y) with half-size r touches the canvas. */
const onCanvas = (x: number, y: number, r = 0): boolean => x + r > 0 && x - r < W && y + r > 0 && y - r < H;

interface Ctx {
  rng: Rng;
  defs: string[];
  ids: number;
  light?: TimeOfDay;
}

/** The drawing's time of day, else one of `options` by the seed (drawn either way, so the rest of the picture stays). */
function pickLight(ctx: Ctx, options: readonly TimeOfDay[]): TimeOfDay {
  const picked = ctx.rng.pick(options);
  return ctx.light ?? picked;
}

function uid(ctx: Ctx, prefix: string): string {
  ctx.ids += 1;
  return `${prefix}${ctx.ids}`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

const stopsSvg = (stops: readonly Stop[]): string =>
  stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join("");

/** A linear gradient in user space; returns the `url(#…)` paint. */
function linear(ctx: Ctx, stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  const id = uid(ctx, "g");
  ctx.defs.push(
    el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: "userSpaceOnUse" }, stopsSvg(stops)),
  );
  return `url(#${id})`;
}

/** A radial gradient in user space; returns the `url(#…)` paint. */
function radial(ctx: Ctx, stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
  const id = uid(ctx, "r");
  const transform = sy === 1 ? undefined : `translate(0 ${num(cy * (1 - sy))}) scale(1 ${num(sy)})`;
  ctx.defs.push(
    el(
      "radialGradient",
      { id, cx, cy, r, gradientUnits: "userSpaceOnUse", gradientTransform: transform },
      stopsSvg(stops),
    ),
  );
  return `url(#${id})`;
}

/** A radial gradient relative to the shape it fills (reusable by many shapes). */
function radialBox(ctx: Ctx, stops: readonly Stop[]): string {
  const id = uid(ctx, "b");
  ctx.defs.push(el("radialGradient", { id }, stopsSvg(stops)));
  return `url(#${id})`;
}

function quadAt(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}

function quadTangent(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  const len = Math.hypot(dx, dy) || 1;
  return [dx / len, dy / len];
}

// ---------------------------------------------------------------------------------------------
// Light and sky

export type TimeOfDay = "dawn" | "morning" | "golden" | "dusk";

interface Light {
  top: string;
  mid: string;
  horizon: string;
  sun: string;
  glow: string;
  /** Colour the whole scene leans towards, and by how much. */
  light: string;
  warmth: number;
  /** How far the scene darkens towards night. */
  night: number;
  haze: string;
  lamps: boolean;
  cloud: string;
  cloudShade: string;
}

const lights: Record<TimeOfDay, Light> = {
  dawn: {
    top: "#56719C",
    mid: "#D9A28E",
    horizon: "#F8CF9C",
    sun: "#FFF3D2",
    glow: "#FFC47E",
    light: "#FFCF9A",
    warmth: 0.16,
    night: 0.08,
    haze: "#E2B9A4",
    lamps: false,
    cloud: "#F7C8A6",
    cloudShade: "#A08198",
  },
  morning: {
    top: "#5B95CA",
    mid: "#A8CCE6",
    horizon: "#E8EDE4",
    sun: "#FFFCEE",
    glow: "#FFF4D2",
    light: "#FFF6E2",
    warmth: 0.05,
    night: 0,
    haze: "#C9DADF",
    lamps: false,
    cloud: "#FFFFFF",
    cloudShade: "#BACAD9",
  },
  golden: {
    top: "#5F83B3",
    mid: "#D9AF8B",
    horizon: "#F8D598",
    sun: "#FFF2C6",
    glow: "#FFC86B",
    light: "#FFD490",
    warmth: 0.15,
    night: 0,
    haze: "#E6C59A",
    lamps: false,
    cloud: "#FBE1B8",
    cloudShade: "#B59384",
  },
  dusk: {
    top: "#2D3C66",
    mid: "#98698A",
    horizon: "#F0A064",
    sun: "#FFDDA6",
    glow: "#F4934F",
    light: "#F2A070",
    warmth: 0.2,
    night: 0.24,
    haze: "#B98A8C",
    lamps: true,
    cloud: "#EBA386",
    cloudShade: "#5E5474",
  },
};

function tone(L: Light, c: string): string {
  const warm = mix(c, L.light, L.warmth);
  return L.night > 0 ? mix(warm, "#2A2945", L.night) : warm;
}

/**
 * What a ground-level scene starts with: the drawing's random numbers, its time of day (one of
 * `options` unless the drawing names one, see pickLight) and `t`, which gives a colour that light.
 */
function openScene(
  ctx: Ctx,
  options: readonly TimeOfDay[],
): { rng: Rng; L: Light; t: (c: string) => string } {
  const L = lights[pickLight(ctx, options)];
  return { rng: ctx.rng, L, t: (c) => tone(L, c) };
}

function cloud(rng: Rng, L: Light, cx: number, cy: number, w: number, alpha: number): string {
  const n = rng.int(5, 9);
  let shade = "";
  let body = "";
  let highlight = "";
  for (let i = 0; i < n; i++) {
    const x = cx + (i / (n - 1) - 0.5) * w + rng.range(-w * 0.05, w * 0.05);
    const rx = rng.range(w * 0.12, w * 0.24);
    const ry = rx * rng.range(0.22, 0.42);
    const y = cy - ry * rng.range(0, 0.7) * Math.sin((Math.PI * (i + 0.5)) / n);
    shade += ellipseD(x, cy + ry * 0.3, rx, ry * 0.6);
    body += ellipseD(x, y, rx * 0.92, ry);
    highlight += ellipseD(x - rx * 0.1, y - ry * 0.35, rx * 0.6, ry * 0.45);
  }
  return group(
    path(shade, { fill: L.cloudShade, opacity: 0.55 }) +
      path(body, { fill: L.cloud, opacity: 0.8 }) +
      path(highlight, { fill: lighten(L.cloud, 0.4), opacity: 0.45 }),
    { opacity: alpha },
  );
}

function sky(ctx: Ctx, L: Light, hz: number, sun: Pt | null, clouds: number): string {
  const { rng } = ctx;
  let s = rect(0, 0, W, hz + 8, {
    fill: linear(
      ctx,
      [
        [0, L.top],
        [0.62, L.mid],
        [1, L.horizon],
      ],
      0,
      0,
      0,
      hz,
    ),
  });
  if (sun) {
    s += rect(0, 0, W, hz + 8, {
      fill: radial(
        ctx,
        [
          [0, L.glow, 0.9],
          [0.12, L.glow, 0.55],
          [0.45, L.glow, 0.16],
          [1, L.glow, 0],
        ],
        sun[0],
        sun[1],
        820,
        0.6,
      ),
    });
    s += circle(sun[0], sun[1], 78, { fill: L.sun, opacity: 0.25 });
    s += circle(sun[0], sun[1], 38, { fill: L.sun });
  }
  for (let i = 0; i < clouds; i++) {
    const y = rng.range(hz * 0.12, hz * 0.72);
    const w = rng.range(220, 520) * (0.55 + y / hz);
    s += cloud(rng, L, rng.range(-100, W + 100), y, w, rng.range(0.45, 0.85));
  }
  return s;
}

/** A rounded, bumpy band like a distant line of trees. */
function treeLineD(rng: Rng, y: number, hMin: number, hMax: number, wMin = 10, wMax = 34): string {
  let x = -30;
  let d = `M${x} ${num(y + 40)}L${x} ${num(y)}`;
  while (x < W + 30) {
    const w = rng.range(wMin, wMax);
    const h = rng.range(hMin, hMax);
    d += `Q${num(x + w * 0.5)} ${num(y - h * 1.9)} ${num(x + w)} ${num(y - rng.range(0, hMin * 0.6))}`;
    x += w;
  }
  return d + `L${num(x)} ${num(y + 40)}Z`;
}

/** A hill or mountain ridge as a closed path down to `bottom`. */
function ridgeD(rng: Rng, base: number, amp: number, bottom: number, sharp: number): string {
  const waves = Array.from({ length: 5 }, (_, i) => ({
    f: ((0.7 + rng.next()) * 2 ** i) / 520,
    p: rng.range(0, Math.PI * 2),
    a: amp / 1.85 ** i,
  }));
  let d = `M-20 ${num(bottom)}`;
  for (let x = -20; x <= W + 20; x += 10) {
    let y = base;
    waves.forEach((w, i) => {
      const s = Math.sin(x * w.f + w.p);
      y -= w.a * (i === 0 ? s : sharp * (1 - Math.abs(s)) + (1 - sharp) * s);
    });
    d += `L${x} ${num(y)}`;
  }
  return d + `L${W + 20} ${num(bottom)}Z`;
}

/** A ridge just above the horizon `hz`, its rise and height picked by the seed from the ranges given. */
function distantRidge(rng: Rng, hz: number, rise: Span, height: Span, sharp: number, fill: string): string {
  return path(ridgeD(rng, hz - rng.range(...rise), rng.range(...height), hz + 10, sharp), { fill });
}

/** The land from the horizon `hz` down to the bottom edge, shaded from far (stop 0) to near (stop 1). */
function ground(ctx: Ctx, hz: number, stops: readonly Stop[]): string {
  return rect(0, hz, W, H - hz, { fill: linear(ctx, stops, 0, hz, 0, H) });
}

function finish(ctx: Ctx, L: Light, sun: Pt | null, vignette = 0.3): string {
  let s = "";
  if (sun) {
    s += rect(0, 0, W, H, {
      fill: radial(
        ctx,
        [
          [0, L.glow, 0.3],
          [1, L.glow, 0],
        ],
        sun[0],
        sun[1],
        1000,
      ),
    });
  }
  s += rect(0, 0, W, H, {
    fill: radial(
      ctx,
      [
        [0.6, "#120e14", 0],
        [1, "#120e14", vignette],
      ],
      W / 2,
      H / 2,
      1000,
      0.8,
    ),
  });
  return s;
}

// ---------------------------------------------------------------------------------------------
// Perspective

interface Cam {
  /** Horizon height on screen. */
  hz: number;
  /** Vanishing point x. */
  vx: number;
  /** Focal length in pixels. */
  f: number;
  /** Camera height in metres. */
  h: number;
  /** Camera position across, in metres. */
  cx: number;
}

/** World point (X across, Y up, Z away from the camera, in metres) to screen. */
function proj(cam: Cam, X: number, Z: number, Y = 0): Pt {
  return [cam.vx + ((X - cam.cx) * cam.f) / Z, cam.hz + ((cam.h - Y) * cam.f) / Z];
}

const ppm = (cam: Cam, Z: number): number => cam.f / Z;

function groundQuad(cam: Cam, x1: number, x2: number, z1: number, z2: number): Pt[] {
  return [proj(cam, x1, z1), proj(cam, x2, z1), proj(cam, x2, z2), proj(cam, x1, z2)];
}

function groundEllipse(cam: Cam, X: number, Z: number, rx: number, rz: number, n = 28): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push(proj(cam, X + rx * Math.cos(a), Math.max(0.5, Z + rz * Math.sin(a))));
  }
  return pts;
}

interface Item {
  z: number;
  svg: string;
}

function painter(items: Item[]): string {
  return items
    .sort((a, b) => b.z - a.z)
    .map((i) => i.svg)
    .join("");
}

/** Z spread evenly on screen between zNear and zFar. */
function screenZ(rng: Rng, zNear: number, zFar: number): number {
  return 1 / rng.range(1 / zFar, 1 / zNear);
}

function road(
  ctx: Ctx,
  cam: Cam,
  L: Light,
  xl: number,
  xr: number,
  z1: number,
  z2: number,
  opts: { dashes: boolean; edges: boolean; colour?: string },
): string {
  const base = opts.colour ?? C.asphalt;
  // One gradient from the horizon to the bottom edge, so road segments drawn apart still match.
  const yNear = H;
  const yFar = cam.hz;
  const fill = linear(
    ctx,
    [
      [0, tone(L, mix(base, L.haze, 0.55))],
      [1, tone(L, base)],
    ],
    0,
    yFar,
    0,
    yNear,
  );
  let s = poly(groundQuad(cam, xl, xr, z1, z2), { fill });
  const paint = tone(L, "#ECE6D8");
  if (opts.edges) {
    let d = "";
    for (const x of [xl + 0.35, xr - 0.5]) d += polyD(groundQuad(cam, x, x + 0.15, z1, z2));
    s += path(d, { fill: paint, opacity: 0.8 });
  }
  if (opts.dashes) {
    const c = (xl + xr) / 2;
    let d = "";
    for (let z = z1 + 1; z < Math.min(z2, 260); z += 6)
      d += polyD(groundQuad(cam, c - 0.08, c + 0.08, z, z + 3));
    s += path(d, { fill: paint, opacity: 0.85 });
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Trees, seen from the side

interface Foliage {
  dark: string;
  mid: string;
  light: string;
  trunk: string;
}

function foliage(rng: Rng, L: Light): Foliage {
  const base = vary(rng, rng.pick([C.leaf, C.forest, "#3F6B36", "#557A35"]), 0.06);
  return {
    dark: tone(L, mix(darken(base, 0.35), C.forestDeep, 0.3)),
    mid: tone(L, base),
    light: tone(L, mix(lighten(base, 0.18), C.leafLight, 0.35)),
    trunk: tone(L, C.bark),
  };
}

/** A broad neem or rain tree: trunk and a canopy of clustered clumps lit from `lx` (-1 left, 1 right). */
function roundTree(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  col: Foliage,
  lx: number,
  size = 1,
  flowers?: string,
): string {
  const height = rng.range(6.5, 9) * size * s;
  const R = rng.range(2.6, 3.6) * size * s;
  const cx = x + rng.range(-0.15, 0.15) * R;
  const cy = y - height + R * 0.9;
  if (!onCanvas(cx, (cy + y) / 2, R + (y - cy) / 2)) return "";
  if (R < 5) {
    return (
      path(`M${num(x)} ${num(y)}L${num(x)} ${num(cy)}`, {
        stroke: col.trunk,
        "stroke-width": Math.max(0.6, 0.3 * s),
      }) + ellipse(cx, cy, R, R * 0.8, { fill: col.mid })
    );
  }
  const tw = Math.max(1, 0.32 * size * s);
  const trunk = poly(
    [
      [x - tw, y],
      [x - tw * 0.55, cy + R * 0.3],
      [cx - R * 0.45, cy - R * 0.1],
      [x, cy + R * 0.45],
      [cx + R * 0.4, cy - R * 0.05],
      [x + tw * 0.55, cy + R * 0.3],
      [x + tw, y],
    ],
    { fill: col.trunk },
  );
  const clumps: { x: number; y: number; r: number }[] = [];
  const n = R > 120 ? 44 : R > 60 ? rng.int(26, 32) : R > 16 ? rng.int(11, 14) : 7;
  const small = R > 60 ? 0.65 : 1;
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.8;
    const r = R * rng.range(0.24, 0.4) * small * (1.15 - d * 0.45);
    clumps.push({ x: cx + Math.cos(a) * d * R, y: cy + Math.sin(a) * d * R * 0.6, r });
  }
  clumps.sort((a, b) => a.y - b.y);
  let dark = "";
  let mid = "";
  let light = "";
  let bloom = "";
  for (const c of clumps) {
    dark += circleD(c.x - lx * c.r * 0.12, c.y + c.r * 0.16, c.r);
    mid += circleD(c.x + lx * c.r * 0.08, c.y - c.r * 0.08, c.r * 0.86);
    const facing = ((c.x - cx) * lx) / R - (c.y - cy) / R;
    if (facing > -0.15) light += circleD(c.x + lx * c.r * 0.3, c.y - c.r * 0.3, c.r * 0.5);
    if (flowers) {
      // hanging chains of blossom, as on a konrai (golden shower) tree
      for (let k = 0; k < 5; k++) {
        const fx = c.x + rng.range(-0.8, 0.8) * c.r;
        const fy = c.y + rng.range(-0.2, 0.9) * c.r;
        bloom += `M${num(fx)} ${num(fy)}q${num(c.r * rng.range(-0.08, 0.08))} ${num(c.r * 0.25)} 0 ${num(c.r * rng.range(0.35, 0.7))}`;
      }
    }
  }
  let out =
    trunk +
    path(dark, { fill: col.dark }) +
    path(mid, { fill: col.mid }) +
    path(light, { fill: col.light, opacity: 0.85 });
  if (R > 50) {
    // leafy texture
    let specDark = "";
    let specLight = "";
    const count = Math.min(100, Math.round(R * 0.4));
    for (let i = 0; i < count; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * 0.85;
      const px = cx + Math.cos(a) * d * R;
      const py = cy + Math.sin(a) * d * R * 0.62;
      const r = R * rng.range(0.015, 0.032);
      if ((px - cx) * lx - (py - cy) > 0) specLight += ellipseD(px, py, r, r * 0.7);
      else specDark += ellipseD(px, py, r, r * 0.7);
    }
    out +=
      path(specDark, { fill: col.dark, opacity: 0.5 }) +
      path(specLight, { fill: lighten(col.light, 0.15), opacity: 0.5 });
  }
  if (flowers) {
    const dot = Math.max(1.5, R * 0.028);
    out += path(bloom, {
      stroke: flowers,
      fill: "none",
      "stroke-width": dot,
      "stroke-linecap": "round",
      "stroke-dasharray": `0 ${num(dot * 1.5)}`,
    });
    out += path(bloom, {
      stroke: lighten(flowers, 0.35),
      fill: "none",
      "stroke-width": dot * 0.6,
      "stroke-linecap": "round",
      "stroke-dasharray": `0 ${num(dot * 1.5)}`,
      transform: `translate(${num(-dot * 0.2)} ${num(-dot * 0.2)})`,
    });
  }
  return out;
}

interface PalmColours {
  trunk: string;
  frond: string;
  frondBack: string;
  dry: string;
  nut: string;
}

function palmColours(rng: Rng, L: Light): PalmColours {
  const f = vary(rng, "#4E7D33", 0.07);
  return {
    trunk: tone(L, vary(rng, C.palmTrunk, 0.06)),
    frond: tone(L, f),
    frondBack: tone(L, darken(f, 0.32)),
    dry: tone(L, "#9C8A4A"),
    nut: tone(L, "#6E6A2C"),
  };
}

/** A coconut palm: curved trunk and a crown of drooping pinnate fronds. */
function coconutPalm(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  heightM: number,
  lean: number,
  c: PalmColours,
): string {
  const h = heightM * s;
  const top: Pt = [x + lean * h, y - h];
  if (!onCanvas((x + top[0]) / 2, y - h / 2, h / 2 + 5 * s)) return "";
  const ctrl: Pt = [x + lean * h * 0.15 + rng.range(-0.04, 0.04) * h, y - h * 0.55];
  const base: Pt = [x, y];
  const steps = s > 8 ? 16 : 6;
  const left: Pt[] = [];
  const right: Pt[] = [];
  let rings = "";
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = quadAt(base, ctrl, top, t);
    const tan = quadTangent(base, ctrl, top, t);
    const w = Math.max(0.5, (0.2 - 0.07 * t) * s);
    left.push([p[0] - tan[1] * w, p[1] + tan[0] * w]);
    right.push([p[0] + tan[1] * w, p[1] - tan[0] * w]);
  }
  if (s > 10) {
    for (let m = 0.4; m < heightM - 0.4; m += 0.45) {
      const t = m / heightM;
      const p = quadAt(base, ctrl, top, t);
      const w = (0.2 - 0.07 * t) * s;
      rings += `M${num(p[0] - w)} ${num(p[1])}l${num(2 * w)} ${num(-w * 0.15)}`;
    }
  }
  let svg = poly([...left, ...right.reverse()], { fill: c.trunk });
  if (rings)
    svg += path(rings, {
      stroke: darken(c.trunk, 0.35),
      "stroke-width": Math.max(0.6, s * 0.04),
      opacity: 0.5,
    });

  const frondLen = 4.2 * s;
  // Level of detail: far palms get plain curved strokes, near ones pinnate leaflets.
  const leaflets = frondLen < 30 ? 0 : frondLen < 150 ? 7 : 14;
  const n = leaflets === 0 ? rng.int(9, 11) : rng.int(13, 17);
  const leafW =
    leaflets === 0 ? Math.max(1, frondLen * 0.1) : Math.max(0.8, s * (leaflets > 7 ? 0.05 : 0.07));
  const back: string[] = [];
  const front: string[] = [];
  let dry = "";
  for (let i = 0; i < n; i++) {
    const az = (i / n) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const elev = rng.range(-0.4, 0.85);
    const len = rng.range(3.6, 4.8) * s;
    const dx = Math.cos(elev) * Math.cos(az);
    const dy = -Math.sin(elev);
    const depth = Math.cos(elev) * Math.sin(az);
    const droop = rng.range(0.5, 0.9) + (1 - Math.abs(dx)) * 0.2;
    const p0 = top;
    const p1: Pt = [top[0] + dx * len * 0.55, top[1] + dy * len * 0.55];
    const p2: Pt = [top[0] + dx * len * 0.92, top[1] + (dy * 0.5 + droop) * len * 0.62];
    let d = `M${num(p0[0])} ${num(p0[1])}Q${num(p1[0])} ${num(p1[1])} ${num(p2[0])} ${num(p2[1])}`;
    for (let k = 1; k <= leaflets; k++) {
      const t = 0.1 + (0.88 * k) / leaflets;
      const p = quadAt(p0, p1, p2, t);
      const tan = quadTangent(p0, p1, p2, t);
      const l = len * 0.27 * Math.pow(Math.sin(Math.PI * Math.min(0.96, t * 0.85 + 0.1)), 0.6);
      const tips: Pt[] = [];
      for (const side of [-1, 1]) {
        const a = side * 0.85;
        const vx = tan[0] * Math.cos(a) - tan[1] * Math.sin(a);
        let vy = tan[0] * Math.sin(a) + tan[1] * Math.cos(a);
        const up = vy < 0 ? 0.65 : 1;
        vy += 1.25;
        const vl = Math.hypot(vx, vy) || 1;
        tips.push([(vx / vl) * l * up, (vy / vl) * l * up]);
      }
      const [t1, t2] = tips as [Pt, Pt];
      // one stroke from the first leaflet tip through the rib to the second tip
      d += `M${num(p[0] + t1[0])} ${num(p[1] + t1[1])}L${num(p[0])} ${num(p[1])}l${num(t2[0])} ${num(t2[1])}`;
    }
    if (elev < -0.2 && rng.chance(0.35)) dry += d;
    else if (depth < 0) back.push(d);
    else front.push(d);
  }
  const stroke = (color: string, d: string): string =>
    d ? path(d, { stroke: color, "stroke-width": leafW, fill: "none", "stroke-linecap": "round" }) : "";
  svg += stroke(c.dry, dry) + stroke(c.frondBack, back.join(""));
  if (s > 5) {
    let nuts = "";
    for (let k = 0; k < rng.int(3, 6); k++) {
      nuts += circleD(top[0] + rng.range(-0.35, 0.35) * s, top[1] + rng.range(0.1, 0.45) * s, 0.17 * s);
    }
    svg += path(nuts, { fill: c.nut });
  }
  svg += stroke(c.frond, front.join(""));
  return svg;
}

/** A palmyra palm (Tamil Nadu's state tree): straight dark trunk and a ball of stiff fan leaves. */
function palmyraPalm(rng: Rng, x: number, y: number, s: number, heightM: number, c: PalmColours): string {
  const h = heightM * s;
  const lean = rng.range(-0.04, 0.04);
  const top: Pt = [x + lean * h, y - h];
  if (!onCanvas(x, y - h / 2, h / 2 + 3 * s)) return "";
  const w0 = Math.max(0.7, 0.24 * s);
  const w1 = Math.max(0.5, 0.17 * s);
  let svg = poly(
    [
      [x - w0, y],
      [x + lean * h * 0.45 - w0 * 1.08, y - h * 0.45],
      [top[0] - w1, top[1]],
      [top[0] + w1, top[1]],
      [x + lean * h * 0.45 + w0 * 1.08, y - h * 0.45],
      [x + w0, y],
    ],
    { fill: darken(c.trunk, 0.35) },
  );
  const core: Pt = [top[0], top[1] - 0.9 * s];
  const fans = rng.int(22, 30);
  let stems = "";
  let back = "";
  let front = "";
  let dead = "";
  for (let i = 0; i < fans; i++) {
    const a = (i / fans) * Math.PI * 2 + rng.range(-0.15, 0.15);
    const down = Math.sin(a) > 0.45;
    const isDead = down && rng.chance(0.55);
    const reach = (isDead ? rng.range(0.3, 0.7) : rng.range(0.7, 1.4)) * s;
    const dirA = isDead ? Math.PI / 2 + rng.range(-0.35, 0.35) : a;
    const fx = core[0] + Math.cos(dirA) * reach;
    const fy = core[1] + Math.sin(dirA) * reach * 0.9;
    stems += `M${num(core[0])} ${num(core[1])}L${num(fx)} ${num(fy)}`;
    const R = rng.range(1.0, 1.5) * s;
    const spread = rng.range(2.2, 3.1);
    const m = R > 10 ? 16 : 6;
    let d = `M${num(fx)} ${num(fy)}`;
    for (let k = 0; k <= m; k++) {
      const ang = dirA - spread / 2 + (spread * k) / m;
      const rr = R * (k % 2 ? 0.78 : 1);
      d += `L${num(fx + Math.cos(ang) * rr)} ${num(fy + Math.sin(ang) * rr * 0.9)}`;
    }
    d += "Z";
    if (isDead) dead += d;
    else if (i % 3 === 0) back += d;
    else front += d;
  }
  svg += path(dead, { fill: c.dry });
  svg += path(stems, { stroke: darken(c.trunk, 0.2), "stroke-width": Math.max(0.6, 0.08 * s) });
  svg +=
    path(back, { fill: c.frondBack }) + ellipse(core[0], core[1], 0.9 * s, 0.8 * s, { fill: c.frondBack });
  svg += path(front, { fill: c.frond });
  return svg;
}

/** A flat-topped babul (acacia) tree, common on open dry land. */
function babulTree(rng: Rng, x: number, y: number, s: number, col: Foliage): string {
  const h = rng.range(3.5, 5) * s;
  const wide = rng.range(2.2, 3.2) * s;
  let d = "";
  const branches = rng.int(3, 5);
  for (let i = 0; i < branches; i++) {
    const tx = x + (i / (branches - 1) - 0.5) * wide * 1.3;
    d += `M${num(x)} ${num(y)}Q${num(x)} ${num(y - h * 0.55)} ${num(tx)} ${num(y - h * rng.range(0.8, 0.95))}`;
  }
  let crown = "";
  for (let i = 0; i < 9; i++) {
    const px = x + rng.range(-1, 1) * wide;
    const py = y - h - rng.range(-0.1, 0.3) * s;
    crown += ellipseD(px, py, rng.range(0.4, 0.8) * wide, rng.range(0.3, 0.5) * s);
  }
  return (
    path(d, {
      stroke: col.trunk,
      "stroke-width": Math.max(0.7, 0.12 * s),
      fill: "none",
      "stroke-linecap": "round",
    }) +
    path(crown, { fill: col.dark }) +
    path(crown, { fill: col.mid, opacity: 0.6, transform: `translate(0 ${num(-0.1 * s)})` })
  );
}

type Mark = (rng: Rng, x: number, y: number, s: number) => string;

/**
 * A function strewing `count` small marks on the ground, across `xr` and between the depths `zr`,
 * drawn by `mark` at each spot's screen point and scale ("" off the canvas) into one path.
 */
function strewer(mark: Mark, paint: (colour: string, opacity: number) => Attrs) {
  return (rng: Rng, cam: Cam, count: number, xr: Span, zr: Span, colour: string, opacity: number): string => {
    let d = "";
    for (let i = 0; i < count; i++) {
      const Z = screenZ(rng, zr[0], zr[1]);
      const [x, y] = proj(cam, rng.range(xr[0], xr[1]), Z);
      d += mark(rng, x, y, ppm(cam, Z));
    }
    return path(d, paint(colour, opacity));
  };
}

/** Tufts of grass as short strokes. */
const grassTufts = strewer(
  (rng, x, y, s) => {
    const blades = rng.int(3, 5);
    if (!onCanvas(x, y, 0.3 * s)) return "";
    let d = "";
    for (let k = 0; k < blades; k++) {
      const hgt = rng.range(0.12, 0.3) * s;
      d += `M${num(x + rng.range(-0.06, 0.06) * s)} ${num(y)}l${num(rng.range(-0.6, 0.6) * hgt * 0.5)} ${num(-hgt)}`;
    }
    return d;
  },
  (colour, opacity) => ({ stroke: colour, "stroke-width": 1.4, opacity, "stroke-linecap": "round" }),
);

/** Clods and pebbles scattered on bare earth. */
const speckles = strewer(
  (rng, x, y, s) => {
    const r = rng.range(0.03, 0.09) * s;
    return r < 0.4 || !onCanvas(x, y, r) ? "" : ellipseD(x, y, r, r * 0.45);
  },
  (colour, opacity) => ({ fill: colour, opacity }),
);

/** A boundary stone with a painted top and a shadow. */
function boundaryStone(
  cam: Cam,
  L: Light,
  X: number,
  Z: number,
  paint: string,
  shadow: readonly [number, number],
): Item {
  const s = ppm(cam, Z);
  const [x, y] = proj(cam, X, Z);
  const w = 0.22 * s;
  const h = 0.6 * s;
  const sh = groundQuad(cam, X - 0.1, X + 0.1, Z, Z).slice(0, 2);
  const [a, b] = sh as [Pt, Pt];
  const tip = proj(cam, X + shadow[0] * 0.6, Math.max(0.8, Z + shadow[1] * 0.6));
  let svg = poly([a, b, tip], { fill: C.shadow, opacity: 0.28 });
  svg += rect(x - w / 2, y - h, w, h, { fill: tone(L, "#E9E2D2") });
  svg += rect(x - w / 2, y - h, w, h * 0.3, { fill: tone(L, paint) });
  svg += rect(x + (X < 0 ? w / 2 - w * 0.35 : -w / 2), y - h, w * 0.35, h, { fill: "#000", opacity: 0.14 });
  return { z: Z, svg };
}

function streetLight(cam: Cam, L: Light, X: number, Z: number, dir: number, glow: string): Item {
  const s = ppm(cam, Z);
  const base = proj(cam, X, Z);
  const top = proj(cam, X, Z, 7.5);
  const end = proj(cam, X + dir * 1.7, Z, 7.8);
  const pole = tone(L, "#5E6166");
  let svg = "";
  if (L.lamps) {
    svg += poly(groundEllipse(cam, X + dir * 1.7, Z, 3.2, 2.6), { fill: L.glow, opacity: 0.18 });
  }
  svg += path(`M${num(base[0])} ${num(base[1])}L${num(top[0])} ${num(top[1])}`, {
    stroke: pole,
    "stroke-width": Math.max(0.8, 0.13 * s),
  });
  svg += rect(base[0] - 0.13 * s, base[1] - 0.9 * s, 0.26 * s, 0.9 * s, { fill: pole });
  svg += path(
    `M${num(top[0])} ${num(top[1])}Q${num(top[0])} ${num(end[1] - 0.4 * s)} ${num(end[0])} ${num(end[1])}`,
    { stroke: pole, "stroke-width": Math.max(0.7, 0.08 * s), fill: "none" },
  );
  svg += ellipse(end[0], end[1] + 0.05 * s, 0.45 * s, 0.11 * s, { fill: tone(L, "#3E4045") });
  svg += ellipse(end[0], end[1] + 0.13 * s, 0.32 * s, 0.05 * s, {
    fill: L.lamps ? "#FFF1C8" : tone(L, "#D8D8D0"),
  });
  if (L.lamps) svg += circle(end[0], end[1] + 0.4 * s, 1.6 * s, { fill: glow });
  return { z: Z, svg };
}

// ---------------------------------------------------------------------------------------------
// Walls and gate

interface WallStyle {
  face: string;
  coping: string;
  base: string;
  pilaster: string;
  panel: string;
  trim: string;
}

const wallStyles: readonly WallStyle[] = [
  {
    face: "#E9DCC4",
    coping: "#F6EEDF",
    base: "#9A4A2B",
    pilaster: "#D9C6A6",
    panel: "#2F4B37",
    trim: "#E7A63A",
  },
  {
    face: "#D8BF98",
    coping: "#F1E6D2",
    base: "#6B3A26",
    pilaster: "#B9895D",
    panel: "#7A3522",
    trim: "#F0B442",
  },
  {
    face: "#EFE6D6",
    coping: "#FFFFFF",
    base: "#3F5B45",
    pilaster: "#C9A77C",
    panel: "#23402F",
    trim: "#D99A2B",
  },
];

function wallSegment(
  cam: Cam,
  L: Light,
  st: WallStyle,
  x1: number,
  z1: number,
  x2: number,
  z2: number,
  height: number,
): string {
  const q = (x: number, z: number, y: number): Pt => proj(cam, x, z, y);
  let s = poly([q(x1, z1, 0), q(x2, z2, 0), q(x2, z2, height), q(x1, z1, height)], {
    fill: tone(L, st.face),
  });
  s += poly([q(x1, z1, 0), q(x2, z2, 0), q(x2, z2, 0.45), q(x1, z1, 0.45)], { fill: tone(L, st.base) });
  s += poly(
    [q(x1, z1, height - 0.1), q(x2, z2, height - 0.1), q(x2, z2, height + 0.08), q(x1, z1, height + 0.08)],
    {
      fill: tone(L, st.coping),
    },
  );
  const len = Math.hypot(x2 - x1, z2 - z1);
  let d = "";
  let caps = "";
  for (let u = 0; u < len; u += 3.2) {
    const a = u / len;
    const b = Math.min(1, (u + 0.4) / len);
    const xa = x1 + (x2 - x1) * a;
    const za = z1 + (z2 - z1) * a;
    const xb = x1 + (x2 - x1) * b;
    const zb = z1 + (z2 - z1) * b;
    d += polyD([q(xa, za, 0.45), q(xb, zb, 0.45), q(xb, zb, height), q(xa, za, height)]);
    caps += polyD([
      q(xa - 0.05, za, height),
      q(xb + 0.05, zb, height),
      q(xb + 0.05, zb, height + 0.25),
      q(xa - 0.05, za, height + 0.25),
    ]);
  }
  s += path(d, { fill: tone(L, st.pilaster), opacity: 0.9 });
  s += path(caps, { fill: tone(L, st.coping) });
  return s;
}

// ---------------------------------------------------------------------------------------------
// Scene: entrance arch at golden hour

function entrance(ctx: Ctx): string {
  const { rng, L, t } = openScene(ctx, ["golden", "golden", "dusk", "morning", "dawn"]);
  const cam: Cam = { hz: rng.range(590, 630), vx: 800 + rng.range(-60, 60), f: 1000, h: 1.65, cx: 0 };
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const sun: Pt = [cam.vx + sunSide * rng.range(300, 560), cam.hz - rng.range(40, 150)];
  const shadowPerM: [number, number] = [-sunSide * 0.55, -1.5];
  const st = rng.pick(wallStyles);
  const gz = rng.range(15, 18);
  const halfRoad = 3.8;
  const px = 4.8; // inner face of the gate pillars
  const pw = 1.6; // pillar width
  const ph = 5.4; // pillar height

  let s = sky(ctx, L, cam.hz, sun, rng.int(2, 5));
  s += distantRidge(rng, cam.hz, [10, 30], [12, 30], 0.3, mix(C.forest, L.haze, 0.72));
  s += path(treeLineD(rng, cam.hz + 2, 5, 16), { fill: t(mix(C.forest, L.haze, 0.5)) });
  s += ground(ctx, cam.hz, [
    [0, t(mix(C.grassDry, L.haze, 0.45))],
    [0.3, t(C.grassDry)],
    [1, t(C.olive)],
  ]);

  // Inside the layout: only the road through the arch and the tree tops show above the wall.
  const inside: Item[] = [];
  inside.push({
    z: 1e9,
    svg: poly(groundQuad(cam, -400, 400, gz, 4000), { fill: t(mix(C.earthLight, L.haze, 0.35)) }),
  });
  inside.push({
    z: 1e8,
    svg: road(ctx, cam, L, -halfRoad, halfRoad, gz, 2000, { dashes: true, edges: true }),
  });
  const pc = palmColours(rng, L);
  for (let z = gz + 8 + rng.range(0, 6); z < 160; z += rng.range(9, 13)) {
    for (const side of [-1, 1]) {
      const X = side * (halfRoad + 2.2 + rng.range(-0.3, 0.3));
      const [x, y] = proj(cam, X, z);
      inside.push({
        z,
        svg: coconutPalm(rng, x, y, ppm(cam, z), rng.range(7, 9), side * rng.range(0.02, 0.08), pc),
      });
    }
  }
  for (let i = 0; i < 9; i++) {
    const z = rng.range(gz + 6, gz + 60);
    const X = (rng.chance(0.5) ? -1 : 1) * rng.range(12, 45);
    const [x, y] = proj(cam, X, z);
    inside.push({
      z,
      svg: rng.chance(0.55)
        ? coconutPalm(rng, x, y, ppm(cam, z), rng.range(9, 13), rng.range(-0.12, 0.12), pc)
        : roundTree(rng, x, y, ppm(cam, z), foliage(rng, L), -sunSide),
    });
  }
  s += painter(inside);

  // Compound wall, angled back on both sides.
  const wallH = 2.1;
  const farZ = gz + rng.range(6, 14);
  s += wallSegment(cam, L, st, -px - pw, gz, -70, farZ, wallH);
  s += wallSegment(cam, L, st, px + pw, gz, 70, farZ, wallH);

  // Flowering shrubs along the wall foot.
  let shrubs = "";
  let blooms = "";
  for (const side of [-1, 1]) {
    for (let u = 0; u < 1; u += 0.012) {
      const X = side * (px + pw + 0.6 + u * 62);
      const z = gz + (farZ - gz) * u - 0.5;
      const [x, y] = proj(cam, X, z);
      const r = rng.range(0.35, 0.6) * ppm(cam, z);
      if (!onCanvas(x, y, r)) continue;
      shrubs += circleD(x, y - r * 0.6, r);
      if (rng.chance(0.6))
        blooms += circleD(x + rng.range(-0.5, 0.5) * r, y - r * rng.range(0.5, 1.1), r * 0.18);
    }
  }
  s += path(shrubs, { fill: t(darken(C.leaf, 0.15)) });
  s += path(blooms, { fill: t(rng.pick([C.bougainvillea, C.marigold])) });

  // Long shadows of the gate pillars and the wall on the ground in front.
  const shadowFill = { fill: C.shadow, opacity: L.night > 0 ? 0.22 : 0.3 };
  const shadowOf = (X: number, z: number, hgt: number): Pt =>
    proj(cam, X + shadowPerM[0] * hgt, Math.max(1.2, z + shadowPerM[1] * hgt));
  let sd = "";
  for (const side of [-1, 1]) {
    const xa = side * px;
    const xb = side * (px + pw);
    sd += polyD([proj(cam, xa, gz), proj(cam, xb, gz), shadowOf(xb, gz, ph), shadowOf(xa, gz, ph)]);
  }
  sd += polyD([
    proj(cam, -70, farZ),
    proj(cam, -px, gz),
    shadowOf(-px, gz, wallH),
    shadowOf(-70, farZ, wallH),
  ]);
  sd += polyD([proj(cam, px, gz), proj(cam, 70, farZ), shadowOf(70, farZ, wallH), shadowOf(px, gz, wallH)]);
  s += path(sd, shadowFill);

  // Gate pillars.
  for (const side of [-1, 1]) {
    const inner = side * px;
    const outer = side * (px + pw);
    const [xl] = proj(cam, Math.min(inner, outer), gz);
    const [xr, yb] = proj(cam, Math.max(inner, outer), gz);
    const k = ppm(cam, gz);
    const yTop = proj(cam, 0, gz, ph)[1];
    // inner side face, seen from the road
    s += poly(
      [
        proj(cam, inner, gz, 0),
        proj(cam, inner, gz + pw, 0),
        proj(cam, inner, gz + pw, ph),
        proj(cam, inner, gz, ph),
      ],
      {
        fill: t(darken(st.pilaster, 0.25)),
      },
    );
    s += rect(xl, yTop, xr - xl, yb - yTop, { fill: t(st.pilaster) });
    s += rect(xl + 0.28 * k, yTop + 0.9 * k, xr - xl - 0.56 * k, yb - yTop - 2.1 * k, {
      fill: t(darken(st.pilaster, 0.12)),
    });
    s += rect(xl - 0.15 * k, yb - 0.9 * k, xr - xl + 0.3 * k, 0.9 * k, { fill: t(st.base) });
    s += rect(xl - 0.2 * k, yTop - 0.35 * k, xr - xl + 0.4 * k, 0.4 * k, { fill: t(st.coping) });
    // lamp on top
    const mx = (xl + xr) / 2;
    s += rect(mx - 0.25 * k, yTop - 0.95 * k, 0.5 * k, 0.6 * k, { fill: L.lamps ? "#FFE6AE" : t("#F4EBD8") });
    s += path(
      `M${num(mx - 0.35 * k)} ${num(yTop - 0.95 * k)}L${num(mx)} ${num(yTop - 1.35 * k)}L${num(mx + 0.35 * k)} ${num(yTop - 0.95 * k)}Z`,
      {
        fill: t(st.base),
      },
    );
    if (L.lamps)
      s += circle(mx, yTop - 0.65 * k, 1.6 * k, {
        fill: radialBox(ctx, [
          [0, "#FFD58A", 0.7],
          [1, "#FFD58A", 0],
        ]),
      });
    // the sunlit edge
    s += rect(side * sunSide > 0 ? xr - 0.12 * k : xl, yTop, 0.12 * k, yb - yTop, {
      fill: L.glow,
      opacity: 0.35,
    });
  }

  // Arch beam with a curved crest and the (wordless) name panel.
  {
    const k = ppm(cam, gz);
    const beamLo = 4.4;
    const beamHi = 5.4;
    const [bxl, byLo] = proj(cam, -px - pw - 0.2, gz, beamLo);
    const [bxr, byHi] = proj(cam, px + pw + 0.2, gz, beamHi);
    const under = [
      proj(cam, -px, gz, beamLo),
      proj(cam, px, gz, beamLo),
      proj(cam, px, gz + 1, beamLo),
      proj(cam, -px, gz + 1, beamLo),
    ];
    s += poly(under, { fill: t(darken(st.face, 0.4)) });
    const crest = proj(cam, 0, gz, 6.6)[1];
    s += path(
      `M${num(bxl)} ${num(byHi)}Q${num((bxl + bxr) / 2)} ${num(crest - (byHi - crest) * 0.9)} ${num(bxr)} ${num(byHi)}Z`,
      { fill: t(st.face) },
    );
    s += path(
      `M${num(bxl + 0.3 * k)} ${num(byHi - 0.05 * k)}Q${num((bxl + bxr) / 2)} ${num(crest - (byHi - crest) * 0.75)} ${num(bxr - 0.3 * k)} ${num(byHi - 0.05 * k)}`,
      { fill: "none", stroke: t(st.trim), "stroke-width": 0.12 * k },
    );
    s += rect(bxl, byHi, bxr - bxl, byLo - byHi, { fill: t(st.face) });
    s += rect(bxl, byLo - 0.18 * k, bxr - bxl, 0.18 * k, { fill: t(st.base) });
    const pw2 = 3.4 * k;
    const cx = (bxl + bxr) / 2;
    const py0 = byHi + 0.14 * k;
    const ph2 = byLo - byHi - 0.42 * k;
    s += rect(cx - pw2, py0, pw2 * 2, ph2, {
      fill: t(st.panel),
      stroke: t(st.trim),
      "stroke-width": 0.07 * k,
    });
    const ey = py0 + ph2 / 2;
    s += circle(cx, ey, ph2 * 0.3, { fill: "none", stroke: t(st.trim), "stroke-width": 0.05 * k });
    s += path(
      `M${num(cx)} ${num(ey + ph2 * 0.22)}Q${num(cx - ph2 * 0.22)} ${num(ey)} ${num(cx)} ${num(ey - ph2 * 0.22)}Q${num(cx + ph2 * 0.22)} ${num(ey)} ${num(cx)} ${num(ey + ph2 * 0.22)}Z`,
      { fill: t(st.trim) },
    );
    for (const side of [-1, 1]) {
      s += rect(
        side > 0 ? cx + ph2 * 0.45 : cx - ph2 * 0.45 - pw2 * 0.6,
        ey - 0.03 * k,
        pw2 * 0.6,
        0.06 * k,
        { fill: t(st.trim), opacity: 0.7 },
      );
    }
  }

  // The approach road and verges in front of the gate.
  s += road(ctx, cam, L, -halfRoad, halfRoad, 1.2, gz, { dashes: true, edges: true });
  s += poly(groundQuad(cam, -halfRoad - 0.25, -halfRoad, 1.2, gz), { fill: t(C.stone) });
  s += poly(groundQuad(cam, halfRoad, halfRoad + 0.25, 1.2, gz), { fill: t(C.stone) });
  s += speckles(rng, cam, 500, [-halfRoad, halfRoad], [1.3, gz], t("#2E3033"), 0.15);
  s += grassTufts(rng, cam, 260, [-40, -halfRoad - 0.4], [1.5, gz - 1], t(darken(C.olive, 0.25)), 0.7);
  s += grassTufts(rng, cam, 260, [halfRoad + 0.4, 40], [1.5, gz - 1], t(darken(C.olive, 0.25)), 0.7);

  // Flower beds by the pillars and palms flanking the gate.
  const front: Item[] = [];
  const bollardGlow = radialBox(ctx, [
    [0, "#FFE2A0", 0.8],
    [1, "#FFE2A0", 0],
  ]);
  for (const side of [-1, 1]) {
    for (let z = 3; z < gz - 1; z += 2.4) {
      const X = side * (halfRoad + 1.1);
      const [x, y] = proj(cam, X, z);
      const k = ppm(cam, z);
      let svg = ellipse(x, y - 0.35 * k, 0.55 * k, 0.42 * k, { fill: t(darken(C.leaf, 0.2)) });
      svg += ellipse(x - 0.12 * k, y - 0.5 * k, 0.3 * k, 0.2 * k, { fill: t(C.leafLight), opacity: 0.5 });
      let dots = "";
      for (let i = 0; i < 6; i++)
        dots += circleD(x + rng.range(-0.4, 0.4) * k, y - rng.range(0.25, 0.7) * k, 0.06 * k);
      svg += path(dots, { fill: t(rng.pick([C.marigold, C.bougainvillea])) });
      const bx = proj(cam, X - side * 0.6, z + 1.2);
      const kb = ppm(cam, z + 1.2);
      svg += rect(bx[0] - 0.07 * kb, bx[1] - 0.75 * kb, 0.14 * kb, 0.75 * kb, { fill: t("#6A6560") });
      svg += rect(bx[0] - 0.09 * kb, bx[1] - 0.9 * kb, 0.18 * kb, 0.16 * kb, {
        fill: L.lamps ? "#FFF0C0" : t("#EFE8D8"),
      });
      if (L.lamps) svg += circle(bx[0], bx[1] - 0.86 * kb, 0.9 * kb, { fill: bollardGlow });
      front.push({ z, svg });
    }
  }
  for (const side of [-1, 1]) {
    const bx = side * (px + pw + 1.6);
    const bz = gz - 2;
    let flowers = "";
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next());
      const [fx, fy] = proj(cam, bx + Math.cos(a) * r * 1.8, bz + Math.sin(a) * r * 0.9);
      flowers += circleD(fx, fy - 2, rng.range(0.06, 0.1) * ppm(cam, bz));
    }
    front.push({
      z: bz,
      svg:
        poly(groundEllipse(cam, bx, bz, 2.1, 1.1), { fill: t(C.laterite) }) +
        poly(groundEllipse(cam, bx, bz, 1.9, 0.95), { fill: t(darken(C.leaf, 0.1)) }) +
        path(flowers, { fill: t(C.marigold) }),
    });
    const pz = gz - rng.range(1, 2);
    const PX = side * (px + pw + rng.range(3.2, 4.5));
    const [x, y] = proj(cam, PX, pz);
    const hgt = rng.range(7.5, 8.5);
    const tip = proj(cam, PX + shadowPerM[0] * hgt, Math.max(1.2, pz + shadowPerM[1] * hgt));
    s += path(`M${num(x)} ${num(y)}L${num(tip[0])} ${num(tip[1])}`, {
      stroke: C.shadow,
      "stroke-width": 0.35 * ppm(cam, pz),
      opacity: 0.25,
    });
    front.push({ z: pz, svg: coconutPalm(rng, x, y, ppm(cam, pz), hgt, side * rng.range(0.03, 0.1), pc) });
  }
  s += painter(front);
  s += finish(ctx, L, sun, 0.32);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Scene: tree-lined avenue with street lights

function avenue(ctx: Ctx): string {
  const { rng, L, t } = openScene(ctx, ["morning", "golden", "dusk", "dawn", "golden"]);
  const cam: Cam = { hz: rng.range(540, 590), vx: rng.range(640, 800), f: 900, h: 1.6, cx: -7.1 };
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const sun: Pt = [cam.vx + sunSide * rng.range(320, 620), cam.hz - rng.range(70, 240)];
  const halfRoad = 6;
  const path1 = halfRoad + 0.25;
  const path2 = path1 + 1.8;
  const verge = path2 + 2.6;

  let s = sky(ctx, L, cam.hz, sun, rng.int(3, 6));
  s += distantRidge(rng, cam.hz, [15, 45], [15, 40], 0.4, mix(C.forest, L.haze, 0.7));
  s += path(treeLineD(rng, cam.hz + 2, 4, 14), { fill: t(mix(C.forest, L.haze, 0.5)) });
  s += ground(ctx, cam.hz, [
    [0, t(mix(C.earthLight, L.haze, 0.5))],
    [0.25, t(C.earthLight)],
    [1, t(C.earth)],
  ]);
  // Plots beside the avenue: lime-marked boundaries and stones.
  let lime = "";
  const plotDepth = rng.range(13, 17);
  const frontage = rng.range(9, 12);
  for (const side of [-1, 1]) {
    for (let k = 0; k < 4; k++) {
      const X = side * (verge + 0.5 + k * plotDepth);
      lime += polyD(groundQuad(cam, X - 0.06, X + 0.06, 4, 300));
    }
    for (let z = 6 + rng.range(0, 4); z < 300; z += frontage) {
      lime += polyD(
        groundQuad(
          cam,
          Math.min(side * (verge + 0.5), side * (verge + 0.5 + 3 * plotDepth)),
          Math.max(side * (verge + 0.5), side * (verge + 0.5 + 3 * plotDepth)),
          z,
          z + 0.1,
        ),
      );
    }
  }
  s += path(lime, { fill: t("#F3EBDD"), opacity: 0.35 });
  s += speckles(rng, cam, 500, [-60, 60], [3, 80], t(C.laterite), 0.35);
  s += grassTufts(rng, cam, 220, [-70, 70], [3, 60], t(C.olive), 0.55);

  // Green verge, footpath with pavers, painted kerb, road.
  for (const side of [-1, 1]) {
    const a = side * path2;
    const b = side * verge;
    s += poly(groundQuad(cam, Math.min(a, b), Math.max(a, b), 1.5, 1500), { fill: t(C.grass) });
    const c = side * path1;
    s += poly(groundQuad(cam, Math.min(a, c), Math.max(a, c), 1.5, 1500), {
      fill: t(vary(rng, "#BFAF98", 0.04)),
    });
    let joints = "";
    for (let z = 2; z < 80; z += 0.9)
      joints += polyD(groundQuad(cam, Math.min(a, c), Math.max(a, c), z, z + 0.04));
    s += path(joints, { fill: t("#8C7E6B"), opacity: 0.4 });
    let kerbDark = "";
    let kerbLight = "";
    for (let z = 1.5, i = 0; z < 300; z += 1, i++) {
      const q = polyD(groundQuad(cam, Math.min(side * halfRoad, c), Math.max(side * halfRoad, c), z, z + 1));
      if (i % 2) kerbDark += q;
      else kerbLight += q;
    }
    s += path(kerbDark, { fill: t("#2F3033") }) + path(kerbLight, { fill: t("#E7DFC9") });
  }
  s += road(ctx, cam, L, -halfRoad, halfRoad, 1.2, 2000, { dashes: true, edges: true });

  // Tree shadows across the road.
  const items: Item[] = [];
  const trees: { X: number; z: number }[] = [];
  for (const side of [-1, 1]) {
    for (let z = 7 + rng.range(0, 5) + (side > 0 ? 4 : 0); z < 260; z += rng.range(8.5, 11)) {
      trees.push({ X: side * (path2 + 1.3 + rng.range(-0.2, 0.2)), z });
    }
  }
  let shadows = "";
  for (const tr of trees) {
    shadows += polyD(groundEllipse(cam, tr.X - sunSide * 5.5, tr.z + 2, 3.3, 2.6, 18));
  }
  s += path(shadows, { fill: C.shadow, opacity: L.night > 0 ? 0.12 : 0.2 });

  const fol = [foliage(rng, L), foliage(rng, L), foliage(rng, L)];
  for (const tr of trees) {
    const [x, y] = proj(cam, tr.X, tr.z);
    items.push({
      z: tr.z,
      svg: roundTree(rng, x, y, ppm(cam, tr.z), rng.pick(fol), -sunSide, rng.range(0.9, 1.1)),
    });
  }
  const lampGlow = radialBox(ctx, [
    [0, "#FFE2A0", 0.75],
    [1, "#FFE2A0", 0],
  ]);
  for (let z = 12, i = 0; z < 220; z += 14, i++) {
    const side = i % 2 ? 1 : -1;
    items.push(
      streetLight(cam, L, side > 0 ? halfRoad + 0.7 : -(path2 + 0.3), z + rng.range(-1, 1), -side, lampGlow),
    );
  }
  return s + painter(items) + finish(ctx, L, sun, 0.34);
}

// ---------------------------------------------------------------------------------------------
// Scene: park with pond, walking track and play area

function park(ctx: Ctx): string {
  const { rng, L, t } = openScene(ctx, ["morning", "morning", "golden", "dawn"]);
  const cam: Cam = { hz: rng.range(320, 370), vx: 800 + rng.range(-70, 70), f: 1000, h: 5, cx: 0 };
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const sun: Pt = [cam.vx + sunSide * rng.range(350, 650), cam.hz - rng.range(110, 250)];
  const sh: [number, number] = [-sunSide * 0.5, -0.7];

  let s = sky(ctx, L, cam.hz, sun, rng.int(2, 4));
  s += path(treeLineD(rng, cam.hz + 4, 10, 30, 14, 46), { fill: t(mix(C.forest, L.haze, 0.35)) });
  const lawn = vary(rng, C.grass, 0.05);
  s += ground(ctx, cam.hz, [
    [0, t(mix(lawn, L.haze, 0.35))],
    [1, t(darken(lawn, 0.08))],
  ]);
  const items: Item[] = [];
  // Boundary wall with trees behind it.
  const wallZ = 78;
  const st = rng.pick(wallStyles);
  for (let i = 0; i < 20; i++) {
    const X = rng.range(-60, 60);
    const z = wallZ + rng.range(3, 10);
    const [x, y] = proj(cam, X, z);
    items.push({
      z,
      svg: rng.chance(0.3)
        ? coconutPalm(rng, x, y, ppm(cam, z), rng.range(10, 13), rng.range(-0.1, 0.1), palmColours(rng, L))
        : roundTree(rng, x, y, ppm(cam, z), foliage(rng, L), -sunSide, 1.25),
    });
  }
  items.push({ z: wallZ, svg: wallSegment(cam, L, st, -120, wallZ, 120, wallZ, 2.1) });

  // Mowing stripes.
  let stripes = "";
  for (let z = 5; z < wallZ; z += 8) stripes += polyD(groundQuad(cam, -150, 150, z, z + 4));
  items.push({ z: 1e6, svg: path(stripes, { fill: t(lighten(lawn, 0.12)), opacity: 0.35 }) });

  // Walking track loop around the pond.
  const cz = rng.range(23, 26);
  const cx0 = rng.range(-3, 3);
  const rx = rng.range(12, 14);
  const rz = rng.range(9, 11);
  const ring = (grow: number): string => {
    const pts: Pt[] = [];
    for (let i = 0; i < 72; i++) {
      const a = (i / 72) * Math.PI * 2;
      pts.push(proj(cam, cx0 + (rx + grow) * Math.cos(a), cz + (rz + grow) * Math.sin(a)));
    }
    return polyD(pts);
  };
  items.push({
    z: 1e5,
    svg:
      path(ring(1.1) + ring(-1.1), { fill: t("#B9B09A"), "fill-rule": "evenodd" }) +
      path(ring(0.95) + ring(-0.95), {
        fill: t(rng.pick(["#C9835A", "#D6B48A", "#B86E4B"])),
        "fill-rule": "evenodd",
      }),
  });

  // Pond with stone rim, lotus pads and a sky reflection.
  const pz = cz + rng.range(-1, 2);
  const pxc = cx0 + rng.range(-2, 2);
  const prx = rng.range(5.5, 7);
  const prz = rng.range(3.8, 4.8);
  const pTop = proj(cam, 0, pz + prz)[1];
  const pBot = proj(cam, 0, pz - prz)[1];
  let pond = poly(groundEllipse(cam, pxc, pz, prx + 0.6, prz + 0.5, 48), { fill: t("#CFC6B2") });
  pond += poly(groundEllipse(cam, pxc, pz, prx, prz, 48), {
    fill: linear(
      ctx,
      [
        [0, t(mix(C.water, L.horizon, 0.45))],
        [0.5, t(C.water)],
        [1, t(darken(C.water, 0.25))],
      ],
      0,
      pTop,
      0,
      pBot,
    ),
  });
  let pads = "";
  let lotus = "";
  for (let i = 0; i < 14; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0.55, 0.9);
    const [x, y] = proj(cam, pxc + Math.cos(a) * prx * r, pz + Math.sin(a) * prz * r);
    const k = ppm(cam, pz);
    pads += ellipseD(x, y, 0.45 * k, 0.15 * k);
    if (rng.chance(0.4)) lotus += circleD(x, y - 0.12 * k, 0.12 * k);
  }
  pond += path(pads, { fill: t("#5E8F3E") }) + path(lotus, { fill: t("#E58FB0") });
  const [rx0, ry0] = proj(cam, pxc - prx * 0.3, pz + prz * 0.4);
  pond += ellipse(rx0, ry0, prx * 0.35 * ppm(cam, pz), 0.08 * ppm(cam, pz), {
    fill: "#FFFFFF",
    opacity: 0.25,
  });
  items.push({ z: 5e4, svg: pond });

  // Flower beds inside the loop.
  for (let i = 0; i < 3; i++) {
    const a = rng.range(0, Math.PI * 2);
    const X = cx0 + Math.cos(a) * (rx - 3.2);
    const z = cz + Math.sin(a) * (rz - 3);
    const bed = poly(groundEllipse(cam, X, z, 1.4, 1.1), { fill: t(C.laterite) });
    let fl = "";
    for (let k = 0; k < 30; k++) {
      const [fx, fy] = proj(cam, X + rng.range(-1.1, 1.1), z + rng.range(-0.8, 0.8));
      fl += circleD(fx, fy, 0.12 * ppm(cam, z));
    }
    items.push({
      z: 4e4,
      svg: bed + path(fl, { fill: t(rng.pick([C.marigold, C.bougainvillea, "#F2D14B"])) }),
    });
  }

  // Play area: rubber mat, swing frame, slide.
  const side = rng.chance(0.5) ? -1 : 1;
  const matW = 7.4;
  const matD = 3.8;
  const mx0 = side > 0 ? rng.range(0.3, 1.2) : -matW - rng.range(0.3, 1.2);
  const mz0 = rng.range(9.2, 10);
  items.push({
    z: 3e4,
    svg:
      poly(groundQuad(cam, mx0 - 0.3, mx0 + matW + 0.3, mz0 - 0.3, mz0 + matD + 0.3), {
        fill: t("#D9CBB0"),
      }) +
      poly(groundQuad(cam, mx0, mx0 + matW, mz0, mz0 + matD), {
        fill: t(rng.pick(["#B5553A", "#3F7A6A", "#C0703E"])),
      }),
  });
  const frame = t(rng.pick([C.marigoldDeep, "#2F6E8E", C.forest]));
  const k0 = (z: number): number => Math.max(1, 0.09 * ppm(cam, z));
  {
    const zS = mz0 + matD * 0.6;
    const xa = mx0 + 0.5;
    const xb = mx0 + 3.6;
    const line = (a: Pt, b: Pt, w: number, c: string): string =>
      path(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`, {
        stroke: c,
        "stroke-width": w,
        "stroke-linecap": "round",
      });
    let sw = "";
    for (const X of [xa, xb]) {
      sw += line(proj(cam, X, zS - 0.9), proj(cam, X, zS, 2.4), k0(zS), frame);
      sw += line(proj(cam, X, zS + 0.9), proj(cam, X, zS, 2.4), k0(zS), frame);
    }
    sw += line(proj(cam, xa, zS, 2.4), proj(cam, xb, zS, 2.4), k0(zS), frame);
    for (const X of [xa + 0.9, xb - 0.9]) {
      sw += line(proj(cam, X - 0.25, zS, 2.4), proj(cam, X - 0.25, zS, 0.55), 1.2, t("#3B3B3B"));
      sw += line(proj(cam, X + 0.25, zS, 2.4), proj(cam, X + 0.25, zS, 0.55), 1.2, t("#3B3B3B"));
      sw += line(proj(cam, X - 0.3, zS, 0.55), proj(cam, X + 0.3, zS, 0.55), k0(zS) * 1.6, t(C.forest));
    }
    sw =
      poly(
        [
          proj(cam, xa, zS),
          proj(cam, xb, zS),
          proj(cam, xb + sh[0] * 2.4, zS + sh[1] * 2.4),
          proj(cam, xa + sh[0] * 2.4, zS + sh[1] * 2.4),
        ],
        {
          fill: C.shadow,
          opacity: 0.15,
        },
      ) + sw;
    items.push({ z: zS, svg: sw });
    // slide: platform on four posts, ladder at the back, chute running sideways
    const zl = mz0 + 1.3;
    const sx = mx0 + 4.1;
    const top = 1.6;
    const chute = t(rng.pick(["#E2B23A", "#D9573A", "#3E8FB0"]));
    let sl = poly(
      [
        proj(cam, sx + 0.8, zl + 0.1),
        proj(cam, sx + 2.9, zl + 0.1),
        proj(cam, sx + 2.9 + sh[0] * 1.5, zl + 0.7 + sh[1] * 1.5),
        proj(cam, sx + 0.8 + sh[0] * 1.5, zl + 0.7 + sh[1] * 1.5),
      ],
      { fill: C.shadow, opacity: 0.15 },
    );
    for (const [X, Z] of [
      [sx, zl + 0.8],
      [sx + 0.8, zl + 0.8],
    ] as const)
      sl += line(proj(cam, X, Z), proj(cam, X, Z, top + 0.7), k0(zl), frame);
    for (let yk = 0.35; yk < top; yk += 0.35)
      sl += line(proj(cam, sx, zl + 0.8, yk), proj(cam, sx + 0.8, zl + 0.8, yk), k0(zl) * 0.7, frame);
    sl += poly(
      [
        proj(cam, sx, zl, top),
        proj(cam, sx + 0.8, zl, top),
        proj(cam, sx + 0.8, zl + 0.8, top),
        proj(cam, sx, zl + 0.8, top),
      ],
      { fill: frame },
    );
    sl += poly(
      [
        proj(cam, sx + 0.8, zl + 0.1, top),
        proj(cam, sx + 2.9, zl + 0.1, 0.25),
        proj(cam, sx + 2.9, zl + 0.7, 0.25),
        proj(cam, sx + 0.8, zl + 0.7, top),
      ],
      {
        fill: chute,
      },
    );
    sl += line(
      proj(cam, sx + 0.8, zl + 0.1, top + 0.15),
      proj(cam, sx + 2.9, zl + 0.1, 0.4),
      k0(zl) * 0.6,
      darken(chute, 0.25),
    );
    for (const [X, Z] of [
      [sx, zl],
      [sx + 0.8, zl],
    ] as const)
      sl += line(proj(cam, X, Z), proj(cam, X, Z, top + 0.7), k0(zl), frame);
    sl += line(proj(cam, sx, zl, top + 0.7), proj(cam, sx + 0.8, zl, top + 0.7), k0(zl), frame);
    items.push({ z: zl, svg: sl });
  }

  // Benches and garden lamps around the track.
  const lampGlow = radialBox(ctx, [
    [0, "#FFE2A0", 0.7],
    [1, "#FFE2A0", 0],
  ]);
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + rng.range(-0.1, 0.1);
    const X = cx0 + (rx + 1.6) * Math.cos(a);
    const z = cz + (rz + 1.6) * Math.sin(a);
    const [x, y] = proj(cam, X, z);
    const k = ppm(cam, z);
    if (i % 2 === 0) {
      const top = proj(cam, X, z, 3.2);
      let lamp = path(`M${num(x)} ${num(y)}L${num(top[0])} ${num(top[1])}`, {
        stroke: t("#3C3F44"),
        "stroke-width": Math.max(1, 0.08 * k),
      });
      lamp += rect(top[0] - 0.15 * k, top[1] - 0.35 * k, 0.3 * k, 0.35 * k, {
        fill: L.lamps ? "#FFF0C0" : t("#EDE6D6"),
      });
      if (L.lamps) lamp += circle(top[0], top[1] - 0.2 * k, 1.2 * k, { fill: lampGlow });
      items.push({ z, svg: lamp });
    } else {
      let bench = rect(x - 0.8 * k, y - 0.45 * k, 1.6 * k, 0.12 * k, { fill: t("#8B5A3C") });
      bench += rect(x - 0.8 * k, y - 0.85 * k, 1.6 * k, 0.3 * k, { fill: t("#7A4D33") });
      bench += rect(x - 0.7 * k, y - 0.45 * k, 0.1 * k, 0.45 * k, { fill: t("#3C3F44") });
      bench += rect(x + 0.6 * k, y - 0.45 * k, 0.1 * k, 0.45 * k, { fill: t("#3C3F44") });
      items.push({ z, svg: bench });
    }
  }

  // Trees around the park and a few framing the foreground.
  const pc = palmColours(rng, L);
  const spots: [number, number][] = [];
  for (let i = 0; i < 14; i++)
    spots.push([(rng.chance(0.5) ? -1 : 1) * rng.range(17, 34), rng.range(14, 70)]);
  for (let i = 0; i < 6; i++) spots.push([rng.range(-20, 20), rng.range(cz + rz + 4, wallZ - 4)]);
  spots.push([-side * rng.range(6.8, 7.8), rng.range(7.5, 8.5)]);
  let treeShadows = "";
  for (const [X, z] of spots) {
    treeShadows += polyD(groundEllipse(cam, X + sh[0] * 6, z + sh[1] * 4, 3, 2.4, 18));
    const [x, y] = proj(cam, X, z);
    items.push({
      z,
      svg:
        z > 9 && rng.chance(0.3)
          ? coconutPalm(rng, x, y, ppm(cam, z), rng.range(9, 12), rng.range(-0.1, 0.1), pc)
          : roundTree(rng, x, y, ppm(cam, z), foliage(rng, L), -sunSide),
    });
  }
  items.push({ z: 2e5, svg: path(treeShadows, { fill: C.shadow, opacity: 0.18 }) });
  // Clipped hedge along the front.
  // A low clipped hedge with flowers runs along the front, seen from above.
  const hh = 0.45;
  const yBack = proj(cam, 0, 6.3, hh)[1];
  const yFront = proj(cam, 0, 5.6, hh)[1];
  const hedgeCol = t(darken(C.leaf, 0.18));
  let edge = `M-20 ${num(H + 10)}L-20 ${num(yBack)}`;
  for (let x = -20; x < W + 20; x += rng.range(8, 16))
    edge += `L${num(x)} ${num(yBack + rng.range(-2.5, 2.5))}`;
  edge += `L${W + 20} ${num(yBack)}L${W + 20} ${num(H + 10)}Z`;
  let hedge = path(edge, {
    fill: linear(
      ctx,
      [
        [0, lighten(hedgeCol, 0.12)],
        [1, hedgeCol],
      ],
      0,
      yBack,
      0,
      yFront,
    ),
  });
  hedge += rect(-20, yFront, W + 40, H - yFront + 10, { fill: darken(hedgeCol, 0.3) });
  const hedgeCam: Cam = { ...cam, h: cam.h - hh };
  hedge += speckles(rng, hedgeCam, 220, [-8, 8], [5.7, 6.25], t(darken(C.leaf, 0.4)), 0.5);
  hedge += speckles(
    rng,
    hedgeCam,
    160,
    [-8, 8],
    [5.7, 6.25],
    t(rng.pick([C.bougainvillea, C.marigold, "#E86A8E"])),
    0.9,
  );
  items.push({
    z: 5.6,
    svg: hedge + grassTufts(rng, cam, 150, [-12, 12], [6.5, 30], t(darken(lawn, 0.2)), 0.5),
  });
  return s + painter(items) + finish(ctx, L, sun, 0.3);
}

// ---------------------------------------------------------------------------------------------
// Scene: sunrise over open red-earth plots with boundary stones

function sunrisePlots(ctx: Ctx): string {
  const { rng, L, t } = openScene(ctx, ["dawn", "dawn", "golden"]);
  const cam: Cam = { hz: rng.range(600, 650), vx: 800 + rng.range(-110, 110), f: 1000, h: 1.6, cx: 0 };
  const sun: Pt = [cam.vx + rng.range(-420, 420), cam.hz - rng.range(20, 80)];
  const sunSide = sun[0] > cam.vx ? 1 : -1;
  const shadow: [number, number] = [-sunSide * 0.8, -2.2];

  let s = sky(ctx, L, cam.hz, sun, rng.int(3, 6));
  s += distantRidge(rng, cam.hz, [25, 55], [20, 45], 0.5, mix("#7A6A86", L.haze, 0.45));
  s += distantRidge(rng, cam.hz, [4, 14], [6, 14], 0.3, mix("#5E5A6E", L.haze, 0.4));
  s += path(treeLineD(rng, cam.hz + 2, 2, 8, 8, 26), { fill: t(mix(C.forestDeep, L.haze, 0.35)) });
  const earth = vary(rng, C.earth, 0.05);
  s += ground(ctx, cam.hz, [
    [0, t(mix(earth, L.haze, 0.55))],
    [0.2, t(mix(C.earthLight, earth, 0.4))],
    [1, t(darken(earth, 0.12))],
  ]);
  // Sunlight glancing across the ground towards the viewer.
  s += rect(0, cam.hz, W, H - cam.hz, {
    fill: radial(
      ctx,
      [
        [0, L.glow, 0.6],
        [1, L.glow, 0],
      ],
      sun[0],
      cam.hz,
      900,
      0.35,
    ),
  });

  const items: Item[] = [];
  // Distant palmyra palms and babul trees.
  const pc = palmColours(rng, L);
  const dark: PalmColours = {
    ...pc,
    trunk: t(darken(pc.trunk, 0.3)),
    frond: t(darken(pc.frond, 0.35)),
    frondBack: t(darken(pc.frond, 0.5)),
    dry: t(darken(mix(pc.dry, C.bark, 0.5), 0.3)),
  };
  const groves = rng.int(2, 3);
  for (let gIndex = 0; gIndex < groves; gIndex++) {
    const gx = rng.range(-160, 160);
    const gz = rng.range(110, 260);
    for (let i = 0; i < rng.int(4, 9); i++) {
      const z = gz + rng.range(-20, 20);
      const [x, y] = proj(cam, gx + rng.range(-25, 25), z);
      items.push({ z, svg: palmyraPalm(rng, x, y, ppm(cam, z), rng.range(12, 18), dark) });
    }
  }
  for (let i = 0; i < 4; i++) {
    const z = rng.range(50, 140);
    const [x, y] = proj(cam, (rng.chance(0.5) ? -1 : 1) * rng.range(20, 80), z);
    items.push({ z, svg: babulTree(rng, x, y, ppm(cam, z), foliage(rng, L)) });
  }
  const hero = rng.range(28, 45);
  const [hx, hy] = proj(cam, (sunSide > 0 ? -1 : 1) * rng.range(14, 24), hero);
  items.push({ z: hero, svg: palmyraPalm(rng, hx, hy, ppm(cam, hero), rng.range(13, 16), dark) });

  // Gravel road and the plot grid marked in lime powder with boundary stones.
  const roadSide = rng.chance(0.5) ? 1 : -1;
  const ra = roadSide > 0 ? rng.range(3.5, 5) : -rng.range(10, 11.5);
  const rb = ra + 6.5;
  const gravel = mix(earth, "#D8B890", rng.range(0.3, 0.42));
  items.push({
    z: 1e6,
    svg:
      path(
        polyD(groundQuad(cam, ra - 0.9, ra + 0.2, 1.2, 3000)) +
          polyD(groundQuad(cam, rb - 0.2, rb + 0.9, 1.2, 3000)),
        {
          fill: t(mix(gravel, earth, 0.5)),
          opacity: 0.7,
        },
      ) +
      road(ctx, cam, L, ra, rb, 1.2, 3000, { dashes: false, edges: false, colour: gravel }) +
      path(
        polyD(groundQuad(cam, ra + 1.3, ra + 1.7, 1.2, 600)) +
          polyD(groundQuad(cam, rb - 1.7, rb - 1.3, 1.2, 600)),
        {
          fill: t(darken(gravel, 0.12)),
          opacity: 0.35,
        },
      ) +
      speckles(rng, cam, 500, [ra, rb], [1.3, 60], t(lighten(gravel, 0.2)), 0.5),
  });
  // Plots about 40 ft deep with 30 ft frontages, back to back beside the road.
  const depth = rng.range(11.5, 12.8);
  const front = rng.range(8.8, 9.6);
  const cols: number[] = [];
  for (let X = rb + 1; X < 70; X += depth) cols.push(X);
  for (let X = ra - 1; X > -70; X -= depth) cols.push(X);
  let lime = "";
  const paint = rng.pick(["#B8432B", "#E0A030", "#C2362B"]);
  for (const X of cols) lime += polyD(groundQuad(cam, X - 0.05, X + 0.05, 2.5, 200));
  const z0 = rng.range(4, 6);
  for (let z = z0; z < 200; z += front) {
    lime += polyD(groundQuad(cam, rb + 1, 70, z, z + 0.08));
    lime += polyD(groundQuad(cam, -70, ra - 1, z, z + 0.08));
    if (z < 130) for (const X of cols) items.push(boundaryStone(cam, L, X, z, paint, shadow));
  }
  items.push({ z: 9e5, svg: path(lime, { fill: "#F6F0E4", opacity: 0.5 }) });
  items.push({ z: 8e5, svg: speckles(rng, cam, 700, [-60, 60], [2, 90], t(C.laterite), 0.45) });
  items.push({
    z: 8e5,
    svg: speckles(rng, cam, 300, [-60, 60], [2, 60], t(lighten(C.earthLight, 0.25)), 0.35),
  });
  items.push({ z: 7e5, svg: grassTufts(rng, cam, 420, [-50, 50], [1.6, 40], t(C.grassDry), 0.7) });
  // A few dry shrubs on the open land.
  let shrub = "";
  for (let i = 0; i < 26; i++) {
    const z = screenZ(rng, 18, 120);
    const X = rng.range(-60, 60);
    if (X > ra - 1 && X < rb + 1) continue;
    const [x, y] = proj(cam, X, z);
    const r = rng.range(0.25, 0.55) * ppm(cam, z);
    shrub += ellipseD(x, y - r * 0.4, r, r * 0.6);
  }
  items.push({ z: 6e5, svg: path(shrub, { fill: t(darken(C.olive, 0.2)) }) });
  return s + painter(items) + finish(ctx, L, sun, 0.36);
}

// ---------------------------------------------------------------------------------------------
// Scene: plots below the Western Ghats (Coimbatore side)

function hillside(ctx: Ctx): string {
  const { rng, L, t } = openScene(ctx, ["morning", "morning", "golden", "dawn"]);
  const cam: Cam = { hz: rng.range(560, 610), vx: rng.range(620, 980), f: 950, h: 1.7, cx: 0 };
  const sunSide = rng.chance(0.5) ? -1 : 1;
  const sun: Pt = [cam.vx + sunSide * rng.range(250, 600), rng.range(120, 300)];

  let s = sky(ctx, L, cam.hz, L === lights.morning ? null : sun, rng.int(3, 6));
  if (L === lights.morning)
    s += circle(sun[0], sun[1], 90, {
      fill: radialBox(ctx, [
        [0, "#FFFFFF", 0.6],
        [1, "#FFFFFF", 0],
      ]),
    });
  const layers = 4;
  const blue = rng.pick(["#6F8EA8", "#7A93A6", "#6C8597"]);
  for (let i = 0; i < layers; i++) {
    const f = i / (layers - 1);
    const base = cam.hz - 200 + f * 170 + rng.range(-20, 20);
    const col = mix(mix(blue, "#3F6650", f * 0.85), L.haze, 0.45 - f * 0.3);
    const top = base - 200 * (1 - f * 0.6);
    s += path(ridgeD(rng, base, rng.range(70, 130) * (1 - f * 0.5), cam.hz + 30, 0.7 - f * 0.4), {
      fill: linear(
        ctx,
        [
          [0, col],
          [1, mix(col, L.haze, 0.55)],
        ],
        0,
        top,
        0,
        cam.hz,
      ),
    });
    s += rect(0, base - 20, W, cam.hz - base + 40, {
      fill: linear(
        ctx,
        [
          [0, "#FFFFFF", 0],
          [1, lighten(L.haze, 0.3), 0.45],
        ],
        0,
        base - 20,
        0,
        cam.hz + 20,
      ),
    });
  }
  s += path(treeLineD(rng, cam.hz + 3, 4, 12, 10, 26), { fill: t(mix(C.forest, L.haze, 0.3)) });
  s += ground(ctx, cam.hz, [
    [0, t(mix(C.grass, L.haze, 0.35))],
    [0.25, t(C.grass)],
    [1, t(darken(C.olive, 0.05))],
  ]);

  const items: Item[] = [];
  // Coconut groves on the plain.
  const pc = palmColours(rng, L);
  for (let gi = 0; gi < 3; gi++) {
    const gx = rng.range(-140, 140);
    const gz = rng.range(70, 180);
    for (let i = 0; i < rng.int(6, 12); i++) {
      const z = gz + rng.range(-18, 18);
      const [x, y] = proj(cam, gx + rng.range(-30, 30), z);
      items.push({
        z,
        svg: coconutPalm(rng, x, y, ppm(cam, z), rng.range(10, 14), rng.range(-0.08, 0.08), pc),
      });
    }
  }
  // The layout: red-earth plots either side of a new road.
  const ra = rng.range(1.5, 4);
  const rb = ra + 7.5;
  const earth = vary(rng, C.earthLight, 0.05);
  const plots = [ra - 40, ra - 0.5, rb + 0.5, rb + 40] as const;
  items.push({
    z: 2e6,
    svg:
      poly(groundQuad(cam, plots[0], plots[1], 1.2, 140), { fill: t(earth) }) +
      poly(groundQuad(cam, plots[2], plots[3], 1.2, 140), { fill: t(earth) }),
  });
  items.push({ z: 1.9e6, svg: speckles(rng, cam, 500, [plots[0], plots[3]], [2, 100], t(C.laterite), 0.4) });
  items.push({ z: 1.8e6, svg: road(ctx, cam, L, ra, rb, 1.2, 140, { dashes: true, edges: true }) });
  let lime = "";
  const depth = rng.range(13, 16);
  const frontage = rng.range(9, 11);
  const cols = [ra - 0.5 - depth, ra - 0.5 - 2 * depth, rb + 0.5 + depth, rb + 0.5 + 2 * depth];
  for (const X of cols) lime += polyD(groundQuad(cam, X - 0.05, X + 0.05, 2, 140));
  const paint = rng.pick(["#B8432B", "#E0A030"]);
  for (let z = 3 + rng.range(0, 3); z < 140; z += frontage) {
    lime +=
      polyD(groundQuad(cam, plots[0], plots[1], z, z + 0.08)) +
      polyD(groundQuad(cam, plots[2], plots[3], z, z + 0.08));
    if (z < 90)
      for (const X of [plots[1], plots[2], ...cols])
        items.push(boundaryStone(cam, L, X, z, paint, [-sunSide * 0.5, -0.9]));
  }
  items.push({ z: 1.7e6, svg: path(lime, { fill: "#F6F0E4", opacity: 0.45 }) });
  items.push({ z: 1.6e6, svg: grassTufts(rng, cam, 380, [-60, 60], [1.6, 50], t(C.leaf), 0.6) });
  let patches = "";
  for (let i = 0; i < 40; i++) {
    const z = screenZ(rng, 6, 80);
    const X = rng.range(-50, 50);
    if (X > ra - 3 && X < rb + 3) continue;
    const pts: Pt[] = [];
    const r = rng.range(0.6, 1.6);
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      const rr = r * rng.range(0.6, 1.2);
      pts.push(proj(cam, X + Math.cos(a) * rr * 1.6, Math.max(1.3, z + Math.sin(a) * rr)));
    }
    patches += polyD(pts);
  }
  items.push({ z: 1.85e6, svg: path(patches, { fill: t(darken(C.olive, 0.05)), opacity: 0.4 }) });
  // Avenue palms along the new road, a flowering konrai (golden shower) tree in front.
  for (let z = 12 + rng.range(0, 4); z < 120; z += rng.range(14, 18)) {
    for (const X of [ra - 1.5, rb + 1.5]) {
      const [x, y] = proj(cam, X, z);
      items.push({
        z,
        svg: coconutPalm(rng, x, y, ppm(cam, z), rng.range(7, 9), rng.range(-0.05, 0.05), pc),
      });
    }
  }
  const kz = rng.range(9, 12);
  const kX = (-cam.vx * kz) / cam.f + rng.range(2, 3.5);
  const [kx, ky] = proj(cam, kX, kz);
  items.push({
    z: kz,
    svg: roundTree(rng, kx, ky, ppm(cam, kz), foliage(rng, L), -sunSide, 0.95, t("#F2C230")),
  });
  for (let i = 0; i < 4; i++) {
    const z = rng.range(25, 60);
    const [x, y] = proj(cam, (rng.chance(0.5) ? -1 : 1) * rng.range(25, 55), z);
    items.push({ z, svg: roundTree(rng, x, y, ppm(cam, z), foliage(rng, L), -sunSide) });
  }
  return s + painter(items) + finish(ctx, L, L === lights.morning ? null : sun, 0.3);
}

// ---------------------------------------------------------------------------------------------
// Scene: aerial view of a laid-out plot layout

interface TopLayers {
  visible: (x: number, y: number, r: number) => boolean;
  shadow: string;
  dark: string;
  mid: string;
  light: string;
  palmBack: string;
  palmFront: string;
}

function neemTop(rng: Rng, layers: TopLayers, x: number, y: number, r: number, sh: Pt): void {
  if (!layers.visible(x, y, r + 12)) return;
  layers.shadow += circleD(x + sh[0], y + sh[1], r * 0.95);
  for (let i = 0; i < 3; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.15, 0.45) * r;
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    const cr = r * rng.range(0.55, 0.7);
    layers.dark += circleD(cx, cy, cr);
    layers.mid += circleD(cx - sh[0] * 0.12, cy - sh[1] * 0.12, cr * 0.8);
    if (i === 0) layers.light += circleD(cx - sh[0] * 0.3, cy - sh[1] * 0.3, cr * 0.45);
  }
}

function coconutTop(rng: Rng, layers: TopLayers, x: number, y: number, r: number, sh: Pt): void {
  if (!layers.visible(x, y, r + 12)) return;
  const n = rng.int(8, 10);
  const rot = rng.range(0, Math.PI * 2);
  layers.shadow += circleD(x + sh[0] * 1.3, y + sh[1] * 1.3, r * 0.75);
  for (const [layer, turn, scale] of [
    ["palmBack", 0, 1],
    ["palmFront", Math.PI / n, 0.78],
  ] as const) {
    let d = "";
    for (let i = 0; i < n * 2; i++) {
      const a = rot + turn + (i / (n * 2)) * Math.PI * 2;
      const rr = i % 2 ? r * 0.28 * scale : r * scale * rng.range(0.85, 1.05);
      d += `${i === 0 ? "M" : "L"}${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)}`;
    }
    layers[layer] += d + "Z";
  }
}

function drawTopLayers(
  layers: TopLayers,
  c: { dark: string; mid: string; light: string; palm: string },
): string {
  return (
    path(layers.shadow, { fill: C.shadow, opacity: 0.32 }) +
    path(layers.dark, { fill: c.dark }) +
    path(layers.mid, { fill: c.mid }) +
    path(layers.light, { fill: c.light, opacity: 0.8 }) +
    path(layers.palmBack, { fill: darken(c.palm, 0.2) }) +
    path(layers.palmFront, { fill: c.palm })
  );
}

const emptyLayers = (visible: TopLayers["visible"]): TopLayers => ({
  visible,
  shadow: "",
  dark: "",
  mid: "",
  light: "",
  palmBack: "",
  palmFront: "",
});

function aerial(ctx: Ctx): string {
  const { rng } = ctx;
  const theta = rng.range(-12, 12);
  const rad = (-theta * Math.PI) / 180;
  const shadowScreen: Pt = [rng.range(5, 9), rng.range(6, 10)];
  const sh: Pt = [
    shadowScreen[0] * Math.cos(rad) - shadowScreen[1] * Math.sin(rad),
    shadowScreen[0] * Math.sin(rad) + shadowScreen[1] * Math.cos(rad),
  ];
  // Layout coordinates are rotated by theta around the centre; this maps them back to the canvas.
  const cosT = Math.cos(-rad);
  const sinT = Math.sin(-rad);
  const visible = (x: number, y: number, r: number): boolean =>
    onCanvas(800 + (x - 800) * cosT - (y - 600) * sinT, 600 + (x - 800) * sinT + (y - 600) * cosT, r);
  const trees = emptyLayers(visible);
  const warm = rng.range(0, 0.12);
  const tt = (c: string): string => mix(c, "#FFD9A0", warm);

  // Layout geometry.
  const LW = rng.range(1120, 1220);
  const LH = rng.range(780, 840);
  const ox = 800 - LW / 2;
  const oy = 560 - LH / 2 - 30;
  const outsideLayout = (x: number, y: number, w: number, h: number): boolean =>
    x + w < ox - 30 || x > ox + LW + 30 || y + h < oy - 30 || y > oy + LH + 30;

  // Farmland all around.
  const pats: string[] = [];
  for (const angle of [0, 90]) {
    const id = uid(ctx, "p");
    ctx.defs.push(
      el(
        "pattern",
        { id, width: 7, height: 7, patternUnits: "userSpaceOnUse", patternTransform: `rotate(${angle})` },
        rect(0, 0, 7, 2.4, { fill: "#000", opacity: 0.13 }),
      ),
    );
    pats.push(`url(#${id})`);
  }
  const fieldColours = [
    "#7C8F45",
    "#93A050",
    "#6B8A3F",
    "#A79D5E",
    "#B98B5A",
    "#8E7B4D",
    "#5F7F3A",
    "#A3743F",
  ];
  let fields = rect(-300, -300, 2200, 1800, { fill: tt("#8C8A55") });
  let bunds = "";
  for (let y = -300; y < 1500;) {
    const rh = rng.range(90, 230);
    for (let x = -300; x < 1900;) {
      const fw = rng.range(110, 320);
      const fc = tt(vary(rng, rng.pick(fieldColours), 0.06));
      const seen = visible(x + fw / 2, y + rh / 2, Math.hypot(fw, rh) / 2);
      if (seen) {
        fields += rect(x, y, fw, rh, { fill: fc });
        if (rng.chance(0.7)) fields += rect(x, y, fw, rh, { fill: rng.pick(pats) });
        bunds += `M${num(x)} ${num(y)}h${num(fw)}v${num(rh)}`;
      }
      if (!outsideLayout(x, y, fw, rh)) {
        // under the layout: nothing to plant
      } else if (rng.chance(0.18)) {
        // a coconut grove
        for (let gx = x + 17; gx < x + fw - 12; gx += 34) {
          for (let gy = y + 17; gy < y + rh - 12; gy += 34)
            coconutTop(rng, trees, gx + rng.range(-3, 3), gy + rng.range(-3, 3), rng.range(11, 14), sh);
        }
      } else if (rng.chance(0.5)) {
        for (let k = 0; k < rng.int(1, 4); k++)
          neemTop(rng, trees, x + rng.range(0, fw), y + (rng.chance(0.5) ? 0 : rh), rng.range(8, 16), sh);
      }
      x += fw;
    }
    y += rh;
  }
  fields += path(bunds, { stroke: tt("#CDB789"), "stroke-width": 3, fill: "none", opacity: 0.7 });

  const RW = 26;
  const AW = 54;
  const nb = rng.pick([4, 5]);
  const D = (LH - (nb + 1) * RW) / (2 * nb);
  const PW = D * rng.range(0.5, 0.62);
  const xA = ox + LW * rng.range(0.4, 0.56);
  const roadC = tt("#55575B");
  const verge = tt("#C4B28C");

  // Vertical road centre lines (ring roads, avenue, secondary roads).
  const verticals: { x: number; w: number }[] = [
    { x: ox + RW / 2, w: RW },
    { x: xA, w: AW },
    { x: ox + LW - RW / 2, w: RW },
  ];
  const leftSpan = xA - AW / 2 - ox - RW;
  const rightSpan = ox + LW - RW - (xA + AW / 2);
  const splits = (span: number): number => Math.max(0, Math.round(span / rng.range(260, 340)) - 1);
  for (let i = 1; i <= splits(leftSpan); i++)
    verticals.push({ x: ox + RW + (leftSpan * i) / (splits(leftSpan) + 1) + 0, w: RW });
  const rs = splits(rightSpan);
  for (let i = 1; i <= rs; i++) verticals.push({ x: xA + AW / 2 + (rightSpan * i) / (rs + 1), w: RW });
  verticals.sort((a, b) => a.x - b.x);
  const rowsY: number[] = [];
  for (let i = 0; i <= nb; i++) rowsY.push(oy + i * (2 * D + RW) + RW / 2);

  let layout = rect(ox, oy, LW, LH, { fill: tt("#CDB48E") });
  // Blocks of plots.
  const soldRate = rng.range(0.3, 0.6);
  const avail = [tt("#DCC197"), tt("#D6B78A"), tt("#E0C9A2"), tt("#D3B690")];
  const soldTint = tt(rng.pick(["#B9643F", "#B0583A", "#A86A48"]));
  let plotsSvg = "";
  let bounds = "";
  let stones = "";
  let houses = "";
  let houseShadows = "";
  let solar = "";
  const blocks: { x0: number; x1: number; y0: number; y1: number }[] = [];
  for (let bi = 0; bi < nb; bi++) {
    const yTop = (rowsY[bi] ?? 0) + RW / 2;
    for (let vi = 0; vi < verticals.length - 1; vi++) {
      const a = verticals[vi];
      const b = verticals[vi + 1];
      if (!a || !b) continue;
      blocks.push({ x0: a.x + a.w / 2, x1: b.x - b.w / 2, y0: yTop, y1: yTop + 2 * D });
    }
  }
  const parkIndex = Math.floor(rng.range(0.25, 0.75) * blocks.length);
  const park = blocks[parkIndex];
  blocks.forEach((bk, index) => {
    if (index === parkIndex) return;
    const n = Math.max(2, Math.round((bk.x1 - bk.x0) / PW));
    const pw = (bk.x1 - bk.x0) / n;
    for (let row = 0; row < 2; row++) {
      const y0 = bk.y0 + row * D;
      for (let i = 0; i < n; i++) {
        const x0 = bk.x0 + i * pw;
        const sold = rng.chance(soldRate);
        const fill = sold ? mix(soldTint, rng.pick(avail), rng.range(0, 0.25)) : rng.pick(avail);
        plotsSvg += rect(x0, y0, pw, D, { fill });
        bounds += `M${num(x0)} ${num(y0)}h${num(pw)}v${num(D)}h${num(-pw)}Z`;
        stones += `M${num(x0 - 1)} ${num(y0 - 1)}h2v2h-2Z`;
        if (sold && rng.chance(0.3)) {
          const hw = pw - 8;
          const hd = D * rng.range(0.5, 0.62);
          const hy = row === 0 ? y0 + 8 : y0 + D - 8 - hd;
          const roof = rng.pick(["#EFEAE0", "#D9D3C7", "#B5563A", "#E6DCCB"]);
          houseShadows += `M${num(x0 + 4 + sh[0] * 0.8)} ${num(hy + sh[1] * 0.8)}h${num(hw)}v${num(hd)}h${num(-hw)}Z`;
          houses += rect(x0 + 4, hy, hw, hd, {
            fill: tt(roof),
            stroke: tt(darken(roof, 0.18)),
            "stroke-width": 1.2,
          });
          if (rng.chance(0.5))
            solar += `M${num(x0 + 8)} ${num(hy + 5)}h${num(hw * 0.45)}v${num(hd * 0.35)}h${num(-hw * 0.45)}Z`;
        }
      }
    }
  });
  layout += plotsSvg;
  layout += path(bounds, { fill: "none", stroke: tt("#7A5A3E"), "stroke-width": 1.1, opacity: 0.55 });
  layout += path(stones, { fill: "#F4EFE6" });
  layout += path(houseShadows, { fill: C.shadow, opacity: 0.35 }) + houses + path(solar, { fill: "#2E3F5E" });

  // Park block: lawn, walking track, pond, play area.
  if (park) {
    const pwid = park.x1 - park.x0;
    const phgt = park.y1 - park.y0;
    const pcx = (park.x0 + park.x1) / 2;
    const pcy = (park.y0 + park.y1) / 2;
    layout += rect(park.x0, park.y0, pwid, phgt, { fill: tt("#6E9648") });
    let mow = "";
    for (let x = park.x0; x < park.x1; x += 16) mow += `M${num(x)} ${num(park.y0)}h8v${num(phgt)}h-8Z`;
    layout += path(mow, { fill: "#FFFFFF", opacity: 0.06 });
    layout += ellipse(pcx, pcy, pwid * 0.4, phgt * 0.36, {
      fill: "none",
      stroke: tt("#D8B98E"),
      "stroke-width": 6,
    });
    const pondX = pcx + rng.range(-0.12, 0.12) * pwid;
    layout += ellipse(pondX, pcy, pwid * 0.2, phgt * 0.18, {
      fill: radialBox(ctx, [
        [0, tt("#7FB3B6")],
        [1, tt("#2F6C78")],
      ]),
      stroke: tt("#D9D0BD"),
      "stroke-width": 3,
    });
    let pads = "";
    for (let i = 0; i < 8; i++)
      pads += circleD(
        pondX + rng.range(-0.14, 0.14) * pwid,
        pcy + rng.range(-0.12, 0.12) * phgt,
        rng.range(2, 3.5),
      );
    layout += path(pads, { fill: tt("#5E8F3E") });
    const playX = rng.chance(0.5) ? park.x0 + 10 : park.x1 - 10 - pwid * 0.16;
    layout += rect(playX, park.y0 + 10, pwid * 0.16, phgt * 0.22, { fill: tt("#B5553A"), rx: 3 });
    layout += rect(playX + 6, park.y0 + 16, pwid * 0.05, 4, { fill: tt(C.marigold) });
    layout += rect(playX + 6, park.y0 + 26, pwid * 0.08, 3, { fill: tt("#2F6E8E") });
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      const x = pcx + Math.cos(a) * pwid * 0.47;
      const y = pcy + Math.sin(a) * phgt * 0.44;
      if (i % 3 === 0) coconutTop(rng, trees, x, y, rng.range(10, 13), sh);
      else neemTop(rng, trees, x, y, rng.range(9, 14), sh);
    }
  }

  // Roads: horizontal rows and verticals, each with verge and a centre line.
  let asphalt = "";
  let vergeD = "";
  let dashes = "";
  for (const y of rowsY) {
    vergeD += `M${num(ox)} ${num(y - RW / 2)}h${num(LW)}v${RW}h${num(-LW)}Z`;
    asphalt += `M${num(ox)} ${num(y - RW / 2 + 4)}h${num(LW)}v${RW - 8}h${num(-LW)}Z`;
    dashes += `M${num(ox + 8)} ${num(y)}H${num(ox + LW - 8)}`;
  }
  for (const v of verticals) {
    vergeD += `M${num(v.x - v.w / 2)} ${num(oy)}h${v.w}v${num(LH)}h${-v.w}Z`;
    asphalt += `M${num(v.x - v.w / 2 + 4)} ${num(oy)}h${v.w - 8}v${num(LH)}h${-(v.w - 8)}Z`;
    if (v.w === RW) dashes += `M${num(v.x)} ${num(oy + 8)}V${num(oy + LH - 8)}`;
  }
  layout += path(vergeD, { fill: verge }) + path(asphalt, { fill: roadC });
  layout += path(dashes, {
    stroke: "#F2EEE4",
    "stroke-width": 1.4,
    "stroke-dasharray": "10 9",
    fill: "none",
    opacity: 0.75,
  });
  // Avenue with a planted median.
  layout += rect(xA - 4, oy, 8, LH + 40, { fill: tt("#7D9A4E") });
  for (let y = oy + 20; y < oy + LH + 30; y += rng.range(30, 38))
    coconutTop(rng, trees, xA, y, rng.range(10, 12), sh);
  // Avenue trees along the verges of the rows.
  for (const y of rowsY) {
    for (let x = ox + 20; x < ox + LW - 10; x += rng.range(38, 52)) {
      if (Math.abs(x - xA) < AW) continue;
      neemTop(rng, trees, x, y + (rng.chance(0.5) ? -1 : 1) * (RW / 2 - 1), rng.range(8, 11), sh);
    }
  }

  // Compound wall, entrance and the main road outside.
  const mainY = oy + LH + rng.range(50, 70);
  let outside = rect(xA - AW / 2 + 4, oy + LH, AW - 8, mainY - oy - LH, { fill: roadC });
  outside += rect(-300, mainY - 44, 2200, 88, { fill: tt("#CDBB96") });
  outside += rect(-300, mainY - 36, 2200, 72, { fill: tt("#4C4E52") });
  outside += path(`M-300 ${num(mainY)}H1900`, {
    stroke: "#F2EEE4",
    "stroke-width": 2,
    "stroke-dasharray": "22 16",
    fill: "none",
  });
  outside += path(`M-300 ${num(mainY - 31)}H1900M-300 ${num(mainY + 31)}H1900`, {
    stroke: "#F2EEE4",
    "stroke-width": 1.6,
    fill: "none",
    opacity: 0.7,
  });
  for (let x = -280; x < 1880; x += rng.range(40, 60)) {
    neemTop(rng, trees, x, mainY - 52 - rng.range(0, 6), rng.range(10, 15), sh);
    if (rng.chance(0.6)) neemTop(rng, trees, x + 20, mainY + 52 + rng.range(0, 6), rng.range(10, 15), sh);
  }
  const wallCol = tt(rng.pick(["#F1E9DA", "#E9DCC4"]));
  let wall = path(
    `M${num(ox)} ${num(oy)}H${num(ox + LW)}V${num(oy + LH)}H${num(xA + AW / 2)}M${num(xA - AW / 2)} ${num(oy + LH)}H${num(ox)}Z`,
    {
      fill: "none",
      stroke: C.shadow,
      "stroke-width": 6,
      opacity: 0.3,
      transform: `translate(${num(sh[0] * 0.5)} ${num(sh[1] * 0.5)})`,
    },
  );
  wall += path(
    `M${num(xA + AW / 2)} ${num(oy + LH)}H${num(ox + LW)}V${num(oy)}H${num(ox)}V${num(oy + LH)}H${num(xA - AW / 2)}`,
    {
      fill: "none",
      stroke: wallCol,
      "stroke-width": 5,
    },
  );
  wall += rect(xA - AW / 2 - 8, oy + LH - 5, 10, 10, { fill: tt("#A65A3A") });
  wall += rect(xA + AW / 2 - 2, oy + LH - 5, 10, 10, { fill: tt("#A65A3A") });
  wall += rect(xA - AW / 2 - 4, oy + LH - 2, AW + 8, 4, { fill: wallCol, opacity: 0.9 });

  const foliageTop = {
    dark: tt(vary(rng, "#2E5433", 0.05)),
    mid: tt(vary(rng, "#47723A", 0.05)),
    light: tt("#86A85A"),
    palm: tt(vary(rng, "#5E8A3A", 0.06)),
  };
  const scene = fields + outside + layout + wall + drawTopLayers(trees, foliageTop);
  let s = group(scene, { transform: `rotate(${num(theta)} 800 600)` });
  s += rect(0, 0, W, H, {
    fill: linear(
      ctx,
      [
        [0, "#FFE7B8", 0.18],
        [1, "#FFE7B8", 0],
      ],
      0,
      0,
      W,
      H,
    ),
  });
  s += rect(0, 0, W, H, {
    fill: radial(
      ctx,
      [
        [0.55, "#101010", 0],
        [1, "#101010", 0.3],
      ],
      W / 2,
      H / 2,
      1000,
      0.8,
    ),
  });
  return s;
}

// ---------------------------------------------------------------------------------------------

const painters: Record<Scene, (ctx: Ctx) => string> = {
  aerial,
  entrance,
  avenue,
  park,
  "sunrise-plots": sunrisePlots,
  hillside,
};

/** Draws a scene as a standalone SVG document, 1600 x 1200. Deterministic for a given drawing. */
export function drawScene(drawing: SampleDrawing): string {
  const ctx: Ctx = {
    rng: makeRng(hashString(drawing.scene) ^ Math.imul(drawing.seed | 0, 0x9e3779b1)),
    defs: [],
    ids: 0,
    light: drawing.light,
  };
  const body = painters[drawing.scene](ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${ctx.defs.join("")}</defs>` +
    `<rect width="${W}" height="${H}" fill="#d8c7a4"/>` +
    body +
    `</svg>`
  );
}
