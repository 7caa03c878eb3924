import type { CategoryName } from '../../shared/catalog/category-names';
import { createRandom, mixSeed, type Random } from '../../shared/random';

/**
 * Demo photographs, drawn as SVG: soft skies and simple shapes in the palette of DESIGN.md, one motif
 * per category (a venue's arches, a bouquet, a camera, a cake's tiers…). Every drawing is a pure
 * function of (category, service id, photo number), so the same catalog always gets the same pictures.
 * 1200×800 (3:2, the card ratio), no text, no scripts, no external references.
 */

const WIDTH = 1200;
const HEIGHT = 800;

// DESIGN.md's palette plus quiet complementary tones.
const tone = {
  ivory: '#FBF8F3',
  ink: '#2B2A28',
  charcoal: '#5F5B55',
  rose: '#B5838D',
  sage: '#8A9A86',
  champagne: '#E9DCC4',
  blush: '#F1D9D4',
  eucalyptus: '#A7BCB0',
  duskBlue: '#9FB0C4',
  mauve: '#C7A9B2',
  sand: '#E4D3BC',
  moss: '#6F806B',
  peach: '#EFCDB8',
  gold: '#C9A96E',
} as const;

// A mood is the light of the picture: sky gradient (top, horizon) and the glow of the sun.
const moods = [
  { sky: ['#F3D9D3', '#FBF3EC'], glow: '#FFF1E6' }, // dawn
  { sky: ['#E9D6B4', '#FBF4E6'], glow: '#FFF4DC' }, // golden hour
  { sky: ['#AEBBD0', '#EAD3D3'], glow: '#F6DCD2' }, // dusk
  { sky: ['#D5E0D4', '#FBF8F3'], glow: '#FFFFFF' }, // garden
  { sky: ['#D9E1E8', '#F7F3EE'], glow: '#FFFFFF' }, // mist
  { sky: ['#EBCFD3', '#FAF1EE'], glow: '#FFF3EF' }, // blush
] as const;

/** Renders photo `photo` (1-based) of a service. */
export function renderServiceImage(category: CategoryName, serviceId: number, photo: number): string {
  const random = createRandom(mixSeed(serviceId, photo));
  const scene = new Scene(random);
  motifs[category](scene, random);
  return scene.toString();
}

/** A blog picture's subject: a category's motif, or one of the blog's own (invitations, a laid table). */
export type BlogMotif = CategoryName | 'stationery' | 'table';

/** Picture `variant` (1 featured, 2 thumbnail) of the blog post numbered `post`. */
export function renderBlogImage(motif: BlogMotif, post: number, variant: number): string {
  // Far from any service id's seeds, so a post never repeats a listing's picture.
  const random = createRandom(mixSeed(1_000_000 + post, variant));
  const scene = new Scene(random);
  if (motif === 'stationery') stationery(scene, random);
  else if (motif === 'table') tableSetting(scene, random);
  // Venue posts take the three venue scenes in turn, so neighbouring posts differ.
  else if (motif === 'venue') [venueArches, venueMarquee, venueVineyard][(post + variant) % 3](scene, random);
  else motifs[motif](scene, random);
  return scene.toString();
}

/** The neutral placeholder behind /images/default.jpg: ivory light and two quiet rings. */
export function renderDefaultImage(): string {
  return svg(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone.ivory}"/><stop offset="1" stop-color="${tone.sand}"/></linearGradient></defs>` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
      `<circle cx="560" cy="400" r="92" fill="none" stroke="${tone.sage}" stroke-width="14" opacity="0.55"/>` +
      `<circle cx="650" cy="400" r="92" fill="none" stroke="${tone.rose}" stroke-width="14" opacity="0.55"/>`,
  );
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
}

/** Collects the layers of one picture; colours pass through a small per-image hue and light shift. */
class Scene {
  private defs: string[] = [];
  private layers: string[] = [];
  private ids = 0;
  private blooms = new Map<string, string>();
  readonly hueShift: number;
  readonly lightShift: number;
  readonly horizon: number;

  constructor(private random: Random) {
    this.hueShift = random.float(-8, 8);
    this.lightShift = random.float(-0.03, 0.03);
    this.horizon = random.int(430, 560);
    const mood = random.pick(moods);
    const sky = this.gradient([mood.sky[0], mood.sky[1]], true);
    this.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>`);
    const glow = this.radial(mood.glow);
    this.add(`<circle cx="${random.int(150, 1050)}" cy="${random.int(120, 330)}" r="${random.int(180, 320)}" fill="${glow}"/>`);
  }

  color(hex: string, lighten = 0): string {
    return shiftColor(hex, this.hueShift, this.lightShift + lighten);
  }

  /** A linear gradient between two palette colours, vertical or horizontal; returns its fill reference. */
  gradient([from, to]: [string, string], vertical: boolean): string {
    const id = `g${this.ids++}`;
    const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    this.defs.push(`<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${this.color(from)}"/><stop offset="1" stop-color="${this.color(to)}"/></linearGradient>`);
    return `url(#${id})`;
  }

  /** A soft glow fading to transparent. */
  radial(hex: string): string {
    const id = `g${this.ids++}`;
    this.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${this.color(hex)}" stop-opacity="0.95"/><stop offset="1" stop-color="${this.color(hex)}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }

  /** Defines (once) a flower of radius 50 around the origin and returns its id. */
  bloom(hex: string, petals: number): string {
    const key = `${hex}-${petals}`;
    const known = this.blooms.get(key);
    if (known) return known;
    const id = `b${this.blooms.size}`;
    const color = this.color(hex);
    let shape = '';
    for (let i = 0; i < petals; i++) {
      const angle = (i * 360) / petals;
      const [px, py] = polar(0, 0, 27, angle);
      shape += `<ellipse cx="${px}" cy="${py}" rx="25" ry="17" transform="rotate(${round(angle)} ${px} ${py})"/>`;
    }
    const heart = this.color(hex === tone.rose ? tone.gold : tone.rose, -0.05);
    this.defs.push(`<g id="${id}" fill="${color}" stroke="${this.color(hex, -0.08)}" stroke-width="2">${shape}<circle r="15" fill="${heart}" stroke="none"/></g>`);
    this.blooms.set(key, id);
    return id;
  }

  add(layer: string): void {
    this.layers.push(layer);
  }

  /** Rolling hills from the horizon down, paler with distance. */
  hills(colors: string[], top = this.horizon): void {
    colors.forEach((hex, index) => {
      const base = top + index * this.random.int(40, 70);
      this.add(`<path d="${wave(this.random, base, this.random.int(15, 45))}" fill="${this.color(hex, 0.12 - index * 0.06)}"/>`);
    });
  }

  /** Out-of-focus circles of light, the look of a shallow depth of field. */
  bokeh(count: number, colors: string[], area = { top: 0, bottom: HEIGHT }): void {
    for (let i = 0; i < count; i++) {
      const r = this.random.int(14, 60);
      this.add(
        `<circle cx="${this.random.int(0, WIDTH)}" cy="${this.random.int(area.top, area.bottom)}" r="${r}" fill="${this.color(this.random.pick(colors), 0.08)}" opacity="${round(this.random.float(0.25, 0.55), 2)}"/>`,
      );
    }
  }

  shadow(cx: number, cy: number, rx: number, ry: number): void {
    this.add(`<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${tone.ink}" opacity="0.12"/>`);
  }

  toString(): string {
    return svg(`<defs>${this.defs.join('')}</defs>${this.layers.join('')}`);
  }
}

type Motif = (scene: Scene, random: Random) => void;

const motifs: Record<CategoryName, Motif> = {
  venue(scene, random) {
    random.pick([venueArches, venueMarquee, venueVineyard])(scene, random);
  },
  flowers(scene, random) {
    scene.bokeh(random.int(6, 12), [tone.blush, tone.ivory, tone.champagne]);
    const cx = random.pick([420, 600, 780]) + random.int(-40, 40);
    bouquet(scene, random, cx, random.int(300, 360), random.float(0.9, 1.15));
  },
  photographer(scene, random) {
    scene.bokeh(random.int(8, 14), [tone.ivory, tone.peach, tone.blush, tone.champagne], { top: 0, bottom: 480 });
    tableTop(scene, random);
    camera(scene, random, random.pick([430, 600, 770]) + random.int(-30, 30), random.int(430, 480), random.float(0.85, 1.1));
  },
  videographer(scene, random) {
    scene.bokeh(random.int(8, 14), [tone.ivory, tone.duskBlue, tone.champagne], { top: 0, bottom: 480 });
    if (random.chance(0.5)) filmStrip(scene, random);
    else cinemaCamera(scene, random);
  },
  cakes(scene, random) {
    scene.bokeh(random.int(5, 10), [tone.ivory, tone.blush, tone.champagne], { top: 0, bottom: 500 });
    tableTop(scene, random);
    cake(scene, random, random.pick([450, 600, 750]) + random.int(-30, 30));
  },
  celebrant(scene, random) {
    if (random.chance(0.65)) arbour(scene, random);
    else rings(scene, random);
  },
  photo_booth(scene, random) {
    photoBooth(scene, random);
  },
};

function venueArches(scene: Scene, random: Random): void {
  scene.hills([tone.eucalyptus, tone.sage]);
  const arches = random.int(3, 5);
  const archWidth = random.int(90, 120);
  const gap = random.int(26, 40);
  const width = arches * archWidth + (arches + 1) * gap;
  const x0 = random.int(120, WIDTH - 120 - width);
  const ground = scene.horizon + random.int(110, 160);
  const height = random.int(250, 320);
  const top = ground - height;
  const wall = scene.color(random.pick([tone.champagne, tone.ivory, tone.sand]));
  const shade = scene.color(random.pick([tone.mauve, tone.duskBlue, tone.rose]), -0.05);
  scene.shadow(x0 + width / 2, ground + 6, width * 0.6, 18);
  scene.add(`<rect x="${x0}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>`);
  // Pediment or parapet, then the cornice.
  if (random.chance(0.5)) scene.add(`<path d="M${x0 - 20} ${top}L${x0 + width / 2} ${top - random.int(70, 110)}L${x0 + width + 20} ${top}Z" fill="${wall}"/>`);
  else scene.add(`<rect x="${x0 + 20}" y="${top - 36}" width="${width - 40}" height="36" fill="${wall}"/>`);
  scene.add(`<rect x="${x0 - 20}" y="${top - 6}" width="${width + 40}" height="14" fill="${scene.color(tone.sand, -0.04)}"/>`);
  const archTop = top + random.int(50, 80);
  for (let i = 0; i < arches; i++) {
    const x = x0 + gap + i * (archWidth + gap);
    const r = archWidth / 2;
    scene.add(`<path d="M${x} ${ground}V${archTop + r}A${r} ${r} 0 0 1 ${x + archWidth} ${archTop + r}V${ground}Z" fill="${shade}" opacity="0.55"/>`);
    // A glimpse of garden through each arch.
    scene.add(`<path d="M${x} ${ground}V${ground - 40}Q${x + r} ${ground - 70} ${x + archWidth} ${ground - 45}V${ground}Z" fill="${scene.color(tone.sage)}" opacity="0.7"/>`);
  }
  scene.add(`<rect x="${x0 - 30}" y="${ground}" width="${width + 60}" height="14" fill="${scene.color(tone.sand)}"/>`);
  topiary(scene, random, x0 - 70, ground);
  topiary(scene, random, x0 + width + 70, ground);
  lawn(scene, random, ground + 14);
}

function venueMarquee(scene: Scene, random: Random): void {
  scene.hills([tone.eucalyptus, tone.sage]);
  const peaks = random.int(2, 3);
  const peakWidth = random.int(200, 260);
  const width = peaks * peakWidth;
  const x0 = random.int(100, WIDTH - 100 - width);
  const ground = scene.horizon + random.int(140, 190);
  const eave = ground - random.int(150, 190);
  const canvas = scene.color(tone.ivory);
  const seam = scene.color(tone.sand, -0.06);
  scene.shadow(x0 + width / 2, ground + 8, width * 0.62, 20);
  scene.add(`<rect x="${x0}" y="${eave}" width="${width}" height="${ground - eave}" fill="${canvas}"/>`);
  // Warm light inside the open front.
  const doorway = scene.gradient([tone.champagne, tone.peach], true);
  scene.add(`<rect x="${x0 + width / 2 - 70}" y="${eave + 30}" width="140" height="${ground - eave - 30}" fill="${doorway}"/>`);
  for (let i = 0; i < peaks; i++) {
    const x = x0 + i * peakWidth;
    const peak = eave - random.int(110, 150);
    scene.add(`<path d="M${x - 14} ${eave}Q${x + peakWidth / 2} ${eave - 30} ${x + peakWidth / 2} ${peak}Q${x + peakWidth / 2} ${eave - 30} ${x + peakWidth + 14} ${eave}Z" fill="${canvas}" stroke="${seam}" stroke-width="2"/>`);
  }
  // Scalloped valance along the eave.
  let valance = `M${x0 - 14} ${eave}`;
  const scallops = Math.round(width / 40);
  const step = (width + 28) / scallops;
  for (let i = 0; i < scallops; i++) valance += `q${round(step / 2)} 26 ${round(step)} 0`;
  scene.add(`<path d="${valance}Z" fill="${scene.color(random.pick([tone.blush, tone.champagne, tone.eucalyptus]))}"/>`);
  fairyLights(scene, random, x0 - 60, x0 + width + 60, eave - 20);
  lawn(scene, random, ground);
}

function venueVineyard(scene: Scene, random: Random): void {
  const horizon = scene.horizon;
  scene.hills([tone.duskBlue, tone.eucalyptus], horizon - 60);
  scene.add(`<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${scene.color(tone.sage, 0.1)}"/>`);
  // Rows converge on a vanishing point on the horizon.
  const vanishX = random.int(300, 900);
  const rows = random.int(9, 14);
  const vine = scene.color(tone.moss);
  for (let i = 0; i <= rows; i++) {
    const x = -400 + (i * (WIDTH + 800)) / rows;
    scene.add(`<path d="M${vanishX} ${horizon}L${round(x)} ${HEIGHT}" stroke="${vine}" stroke-width="${random.int(10, 16)}" stroke-dasharray="${random.int(14, 22)} ${random.int(6, 10)}" opacity="0.75"/>`);
  }
  // A homestead on the rise.
  const hx = random.pick([200, 900]) + random.int(-60, 60);
  const hy = horizon - 8;
  const wall = scene.color(random.pick([tone.ivory, tone.champagne]));
  const roof = scene.color(random.pick([tone.charcoal, tone.rose, tone.sage]), 0.08);
  scene.add(`<rect x="${hx}" y="${hy - 70}" width="160" height="70" fill="${wall}"/>`);
  scene.add(`<path d="M${hx - 16} ${hy - 66}L${hx + 80} ${hy - 124}L${hx + 176} ${hy - 66}Z" fill="${roof}"/>`);
  scene.add(`<rect x="${hx - 10}" y="${hy - 42}" width="180" height="10" fill="${roof}" opacity="0.8"/>`);
  for (let i = 0; i < 3; i++) scene.add(`<rect x="${hx + 22 + i * 46}" y="${hy - 30}" width="22" height="24" fill="${scene.color(tone.duskBlue, -0.05)}"/>`);
  tree(scene, random, hx - 60, hy);
  tree(scene, random, hx + 230, hy);
}

function bouquet(scene: Scene, random: Random, cx: number, cy: number, scale: number): void {
  const s = (value: number) => round(value * scale);
  const stems = scene.color(tone.moss, 0.05);
  const bind = cy + s(230);
  scene.shadow(cx, bind + s(250), s(150), s(18));
  for (let i = -4; i <= 4; i++) scene.add(`<path d="M${cx + i * s(18)} ${cy + s(60)}L${cx + i * s(5)} ${bind}L${cx + i * s(9)} ${bind + s(230)}" stroke="${stems}" stroke-width="${s(7)}" fill="none"/>`);
  const ribbon = scene.color(random.pick([tone.rose, tone.blush, tone.ivory, tone.champagne]));
  scene.add(`<path d="M${cx - s(44)} ${bind - s(22)}h${s(88)}l-${s(8)} ${s(48)}h-${s(72)}Z" fill="${ribbon}"/>`);
  scene.add(`<path d="M${cx} ${bind + s(20)}q-${s(40)} ${s(70)} -${s(70)} ${s(120)}M${cx} ${bind + s(20)}q${s(30)} ${s(80)} ${s(60)} ${s(130)}" stroke="${ribbon}" stroke-width="${s(12)}" fill="none" stroke-linecap="round"/>`);
  // Foliage fans out behind the blooms.
  for (let i = 0; i < 14; i++) {
    const angle = -170 + (i * 160) / 13 + random.int(-6, 6);
    const length = s(random.int(150, 210));
    const [x, y] = polar(cx, cy + s(40), length, angle);
    scene.add(`<ellipse cx="${x}" cy="${y}" rx="${s(22)}" ry="${s(62)}" transform="rotate(${angle + 90} ${x} ${y})" fill="${scene.color(random.pick([tone.sage, tone.eucalyptus, tone.moss]))}"/>`);
  }
  const blooms = random.int(9, 13);
  const colors = random.sample([tone.blush, tone.rose, tone.ivory, tone.peach, tone.mauve, tone.champagne], 3);
  for (let i = 0; i < blooms; i++) {
    const angle = random.float(-180, 0);
    const distance = s(random.int(0, 120));
    const [x, y] = polar(cx, cy + s(30), distance, angle);
    bloom(scene, random, x, y, s(random.int(34, 54)), random.pick(colors));
  }
}

function bloom(scene: Scene, random: Random, x: number, y: number, r: number, hex: string): void {
  const id = scene.bloom(hex, random.int(5, 8));
  // The shape is drawn once per picture at radius 50 and placed with <use>, which keeps files small.
  scene.add(`<use href="#${id}" transform="translate(${round(x)} ${round(y)}) rotate(${random.int(0, 72)}) scale(${round(r / 50, 2)})"/>`);
}

function camera(scene: Scene, random: Random, cx: number, baseline: number, scale: number): void {
  const s = (value: number) => round(value * scale);
  const width = s(500);
  const height = s(300);
  const x = cx - width / 2;
  const y = baseline - height;
  const tilt = random.int(-6, 6);
  const leather = scene.color(random.pick([tone.charcoal, tone.rose, tone.moss, tone.ink]), 0.02);
  const metal = scene.gradient([tone.ivory, tone.sand], true);
  scene.shadow(cx, baseline + 6, width * 0.58, s(22));
  let body = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${s(34)}" fill="${leather}"/>`;
  body += `<rect x="${x}" y="${y}" width="${width}" height="${s(92)}" rx="${s(30)}" fill="${metal}"/>`;
  body += `<rect x="${x + s(40)}" y="${y - s(38)}" width="${s(120)}" height="${s(44)}" rx="${s(10)}" fill="${metal}"/>`;
  body += `<circle cx="${x + width - s(80)}" cy="${y - s(8)}" r="${s(20)}" fill="${scene.color(tone.sand, -0.1)}"/>`;
  body += `<rect x="${x + width - s(170)}" y="${y + s(26)}" width="${s(70)}" height="${s(40)}" rx="${s(8)}" fill="${scene.color(tone.duskBlue, -0.1)}"/>`;
  const lensX = cx - s(10);
  const lensY = y + s(178);
  const glass = scene.radial(tone.duskBlue);
  body += `<circle cx="${lensX}" cy="${lensY}" r="${s(118)}" fill="${scene.color(tone.sand, -0.04)}"/>`;
  body += `<circle cx="${lensX}" cy="${lensY}" r="${s(98)}" fill="${tone.ink}"/>`;
  body += `<circle cx="${lensX}" cy="${lensY}" r="${s(74)}" fill="${scene.color(tone.charcoal, -0.1)}"/>`;
  body += `<circle cx="${lensX}" cy="${lensY}" r="${s(58)}" fill="${glass}"/>`;
  body += `<ellipse cx="${lensX - s(22)}" cy="${lensY - s(26)}" rx="${s(22)}" ry="${s(12)}" transform="rotate(-35 ${lensX - s(22)} ${lensY - s(26)})" fill="#FFFFFF" opacity="0.7"/>`;
  scene.add(`<g transform="rotate(${tilt} ${cx} ${baseline})">${body}</g>`);
  // A few petals on the table beside it.
  for (let i = 0; i < random.int(3, 6); i++) {
    const px = cx + random.pick([-1, 1]) * random.int(width / 2 + 30, width / 2 + 160);
    const py = baseline + random.int(-10, 50);
    scene.add(`<ellipse cx="${px}" cy="${py}" rx="${s(18)}" ry="${s(10)}" transform="rotate(${random.int(0, 180)} ${px} ${py})" fill="${scene.color(random.pick([tone.blush, tone.rose]))}"/>`);
  }
}

function cinemaCamera(scene: Scene, random: Random): void {
  tableTop(scene, random);
  const cx = random.pick([480, 600, 720]) + random.int(-30, 30);
  const baseline = random.int(440, 480);
  const body = scene.color(random.pick([tone.charcoal, tone.ink, tone.moss]));
  const metal = scene.color(tone.sand, -0.06);
  scene.shadow(cx, baseline + 8, 300, 24);
  // Tripod head and legs below the table line would be hidden; the camera sits on a low plate.
  scene.add(`<rect x="${cx - 60}" y="${baseline - 30}" width="120" height="30" rx="8" fill="${metal}"/>`);
  scene.add(`<rect x="${cx - 210}" y="${baseline - 230}" width="360" height="200" rx="26" fill="${body}"/>`);
  for (const [rx, r] of [
    [cx - 130, 78],
    [cx + 50, 92],
  ]) {
    const ry = baseline - 230 - r + 10;
    let reel = `<circle cx="${rx}" cy="${ry}" r="${r}" fill="${body}"/><circle cx="${rx}" cy="${ry}" r="${r - 12}" fill="${metal}"/>`;
    for (let i = 0; i < 5; i++) {
      const [hx, hy] = polar(rx, ry, r * 0.5, i * 72 + random.int(0, 20));
      reel += `<circle cx="${hx}" cy="${hy}" r="${round(r * 0.2)}" fill="${body}"/>`;
    }
    scene.add(reel + `<circle cx="${rx}" cy="${ry}" r="${round(r * 0.12)}" fill="${body}"/>`);
  }
  // Lens barrel and matte box.
  scene.add(`<rect x="${cx + 150}" y="${baseline - 170}" width="90" height="80" fill="${metal}"/>`);
  scene.add(`<path d="M${cx + 240} ${baseline - 176}L${cx + 320} ${baseline - 214}V${baseline - 46}L${cx + 240} ${baseline - 84}Z" fill="${body}"/>`);
  scene.add(`<circle cx="${cx - 140}" cy="${baseline - 130}" r="16" fill="${scene.color(tone.rose)}"/>`);
}

function filmStrip(scene: Scene, random: Random): void {
  const angle = random.int(-14, 14);
  const y = random.int(270, 380);
  const height = 250;
  const frames = 4;
  const film = scene.color(tone.charcoal, -0.06);
  let strip = `<rect x="-100" y="${y}" width="${WIDTH + 200}" height="${height}" fill="${film}"/>`;
  for (let x = -90; x < WIDTH + 100; x += 44) {
    strip += `<rect x="${x}" y="${y + 12}" width="24" height="18" rx="4" fill="${scene.color(tone.ivory)}"/><rect x="${x}" y="${y + height - 30}" width="24" height="18" rx="4" fill="${scene.color(tone.ivory)}"/>`;
  }
  const frameWidth = (WIDTH + 200) / frames - 30;
  for (let i = 0; i < frames; i++) {
    const fx = round(-85 + i * (frameWidth + 30));
    const sky = scene.gradient([random.pick([tone.blush, tone.duskBlue, tone.champagne]), tone.ivory], true);
    strip += `<rect x="${fx}" y="${y + 44}" width="${round(frameWidth)}" height="${height - 88}" fill="${sky}"/>`;
    // Each frame is a tiny landscape: a hill and sometimes a pair of figures.
    strip += `<path d="M${fx} ${y + height - 44}V${y + 150}Q${fx + frameWidth / 2} ${y + random.int(100, 140)} ${fx + frameWidth} ${y + 160}V${y + height - 44}Z" fill="${scene.color(random.pick([tone.sage, tone.eucalyptus]))}"/>`;
    if (random.chance(0.6)) {
      const px = fx + random.int(60, round(frameWidth) - 60);
      strip += `<circle cx="${px}" cy="${y + 118}" r="9" fill="${scene.color(tone.ink, 0.2)}"/><path d="M${px - 12} ${y + 160}L${px} ${y + 128}L${px + 12} ${y + 160}Z" fill="${scene.color(tone.ink, 0.2)}"/>`;
      strip += `<circle cx="${px + 30}" cy="${y + 120}" r="9" fill="${scene.color(tone.ink, 0.2)}"/><path d="M${px + 14} ${y + 162}L${px + 30} ${y + 130}L${px + 46} ${y + 162}Z" fill="${scene.color(tone.ivory)}"/>`;
    }
  }
  scene.add(`<g transform="rotate(${angle} 600 ${y + height / 2})">${strip}</g>`);
}

function cake(scene: Scene, random: Random, cx: number): void {
  const tiers = random.int(2, 4);
  const plate = random.int(470, 500);
  const frosting = random.pick([tone.ivory, tone.blush, tone.champagne, tone.ivory]);
  const accent = random.pick([tone.rose, tone.sage, tone.gold, tone.mauve]);
  scene.shadow(cx, plate + 40, 230, 20);
  // Cake stand: plate and pedestal.
  scene.add(`<path d="M${cx - 40} ${plate + 10}L${cx - 70} ${plate + 44}H${cx + 70}L${cx + 40} ${plate + 10}Z" fill="${scene.color(tone.sand, 0.04)}"/>`);
  scene.add(`<ellipse cx="${cx}" cy="${plate}" rx="230" ry="20" fill="${scene.color(tone.ivory)}" stroke="${scene.color(tone.sand, -0.05)}" stroke-width="3"/>`);
  let bottom = plate - 6;
  let width = random.int(330, 380);
  const side = scene.gradient([frosting, tone.sand], false);
  for (let i = 0; i < tiers; i++) {
    const height = random.int(90, 120);
    const top = bottom - height;
    const x = cx - width / 2;
    scene.add(`<rect x="${round(x)}" y="${top}" width="${width}" height="${height}" rx="10" fill="${side}"/>`);
    if (random.chance(0.5)) {
      // Drip icing along the top edge.
      let drip = `M${round(x)} ${top + 6}`;
      for (let dx = 0; dx < width; dx += 30) drip += `h10q5 ${random.int(16, 34)} 10 0h10`;
      scene.add(`<path d="${drip}V${top}H${round(x)}Z" fill="${scene.color(accent, 0.1)}"/>`);
    } else {
      // A band of sugar pearls.
      let pearls = '';
      for (let dx = 14; dx < width - 8; dx += 22) pearls += `<circle cx="${round(x + dx)}" cy="${bottom - 12}" r="6" fill="${scene.color(tone.ivory)}" stroke="${scene.color(tone.sand, -0.08)}"/>`;
      scene.add(pearls);
    }
    bottom = top;
    width = round(width * random.float(0.68, 0.78));
  }
  // Flowers on top and cascading down one side.
  const flowers = random.int(3, 6);
  const cascadeSide = random.pick([-1, 1]);
  for (let i = 0; i < flowers; i++) {
    const fx = cx + (i === 0 ? random.int(-20, 20) : cascadeSide * random.int(40, 150));
    const fy = bottom + (i === 0 ? 0 : random.int(30, plate - bottom - 40));
    bloom(scene, random, fx, fy, random.int(22, 34), random.pick([tone.blush, tone.rose, tone.peach, tone.ivory]));
  }
}

function arbour(scene: Scene, random: Random): void {
  scene.hills([tone.eucalyptus, tone.sage]);
  const cx = random.pick([480, 600, 720]) + random.int(-30, 30);
  // Low enough to stand in the grass, high enough to leave room for the chairs.
  const ground = Math.min(scene.horizon + random.int(110, 150), 620);
  const halfWidth = random.int(150, 190);
  const height = random.int(330, 380);
  const post = scene.color(random.pick([tone.sand, tone.ivory, tone.charcoal]), 0.05);
  // Aisle runner in perspective.
  scene.add(`<path d="M${cx - 60} ${ground}L${cx - 240} ${HEIGHT}H${cx + 240}L${cx + 60} ${ground}Z" fill="${scene.color(tone.ivory)}" opacity="0.85"/>`);
  const arch = `M${cx - halfWidth} ${ground}V${ground - height + halfWidth}A${halfWidth} ${halfWidth} 0 0 1 ${cx + halfWidth} ${ground - height + halfWidth}V${ground}`;
  scene.add(`<path d="${arch}" stroke="${post}" stroke-width="16" fill="none"/>`);
  // Draped fabric.
  scene.add(`<path d="M${cx - halfWidth} ${ground - height + halfWidth}Q${cx - halfWidth + 40} ${ground - 120} ${cx - halfWidth - 30} ${ground}" stroke="${scene.color(tone.ivory)}" stroke-width="26" fill="none" opacity="0.8"/>`);
  // Greenery and blooms gathered on one upper corner of the arch.
  const corner = random.pick([-1, 1]);
  for (let i = 0; i < 16; i++) {
    const angle = corner < 0 ? random.int(180, 260) : random.int(280, 360);
    const [x, y] = polar(cx, ground - height + halfWidth, halfWidth + random.int(-14, 14), angle);
    if (i < 10) scene.add(`<ellipse cx="${x}" cy="${y}" rx="16" ry="38" transform="rotate(${random.int(0, 180)} ${x} ${y})" fill="${scene.color(random.pick([tone.sage, tone.eucalyptus, tone.moss]))}"/>`);
    else bloom(scene, random, x, y, random.int(22, 32), random.pick([tone.blush, tone.rose, tone.ivory, tone.peach]));
  }
  // Rows of chairs either side of the aisle.
  for (let row = 0; row < 3; row++) {
    const y = ground + 40 + row * 55;
    const spread = 120 + row * 60;
    for (const sideSign of [-1, 1]) {
      for (let seat = 0; seat < 3; seat++) {
        const x = cx + sideSign * (spread + seat * (50 + row * 10));
        scene.add(`<rect x="${round(x - 16 - row * 3)}" y="${y - 30 - row * 4}" width="${32 + row * 6}" height="${36 + row * 6}" rx="6" fill="${scene.color(tone.ivory, -0.02)}" stroke="${scene.color(tone.sand, -0.08)}" stroke-width="2"/>`);
      }
    }
  }
}

function rings(scene: Scene, random: Random): void {
  scene.bokeh(random.int(8, 14), [tone.ivory, tone.blush, tone.champagne]);
  const cx = random.int(480, 720);
  const cy = random.int(360, 440);
  const gold = scene.color(tone.gold);
  const rose = scene.color(random.pick([tone.rose, tone.sand, tone.gold]), 0.05);
  scene.shadow(cx + 40, cy + 190, 260, 20);
  scene.add(`<circle cx="${cx - 70}" cy="${cy}" r="150" fill="none" stroke="${gold}" stroke-width="34"/>`);
  scene.add(`<circle cx="${cx + 90}" cy="${cy + 20}" r="130" fill="none" stroke="${rose}" stroke-width="28"/>`);
  scene.add(`<ellipse cx="${cx - 120}" cy="${cy - 120}" rx="40" ry="10" transform="rotate(-40 ${cx - 120} ${cy - 120})" fill="#FFFFFF" opacity="0.6"/>`);
  for (let i = 0; i < random.int(5, 9); i++) {
    const x = random.int(120, 1080);
    const y = random.int(620, 760);
    scene.add(`<ellipse cx="${x}" cy="${y}" rx="26" ry="11" transform="rotate(${random.int(0, 180)} ${x} ${y})" fill="${scene.color(random.pick([tone.sage, tone.eucalyptus, tone.blush]))}"/>`);
  }
}

function photoBooth(scene: Scene, random: Random): void {
  // Backdrop: a flower wall or a striped curtain.
  const top = random.int(60, 120);
  const bottom = random.int(560, 620);
  if (random.chance(0.5)) {
    scene.add(`<rect x="150" y="${top}" width="900" height="${bottom - top}" fill="${scene.color(tone.sage, 0.05)}"/>`);
    for (let y = top + 36; y < bottom; y += 72) {
      for (let x = 190; x < 1040; x += 72) {
        bloom(scene, random, x + random.int(-10, 10), y + random.int(-10, 10), random.int(30, 40), random.pick([tone.blush, tone.ivory, tone.rose, tone.peach]));
      }
    }
  } else {
    const stripeA = scene.color(random.pick([tone.blush, tone.champagne, tone.duskBlue]));
    const stripeB = scene.color(tone.ivory);
    for (let x = 150, i = 0; x < 1050; x += 60, i++) scene.add(`<rect x="${x}" y="${top}" width="60" height="${bottom - top}" fill="${i % 2 ? stripeA : stripeB}"/>`);
    let valance = `M140 ${top}`;
    for (let x = 140; x < 1060; x += 46) valance += `q23 34 46 0`;
    scene.add(`<path d="${valance}V${top - 20}H140Z" fill="${scene.color(tone.rose)}"/>`);
  }
  scene.add(`<rect x="0" y="${bottom}" width="${WIDTH}" height="${HEIGHT - bottom}" fill="${scene.color(tone.sand, 0.04)}"/>`);
  bunting(scene, random, top + 10);
  // A print strip propped in front: three frames of little hearts and hills.
  const sx = random.pick([260, 520, 780]) + random.int(-30, 30);
  const sy = random.int(250, 300);
  const tilt = random.int(-8, 8);
  let strip = `<rect x="${sx}" y="${sy}" width="170" height="440" rx="6" fill="#FFFFFF"/>`;
  for (let i = 0; i < 3; i++) {
    const fy = sy + 16 + i * 136;
    const sky = scene.gradient([random.pick([tone.blush, tone.duskBlue, tone.champagne]), tone.ivory], true);
    strip += `<rect x="${sx + 14}" y="${fy}" width="142" height="120" fill="${sky}"/>`;
    strip += `<path d="M${sx + 14} ${fy + 120}V${fy + 86}Q${sx + 85} ${fy + 60} ${sx + 156} ${fy + 90}V${fy + 120}Z" fill="${scene.color(tone.sage)}"/>`;
    strip += heart(sx + 85, fy + 44, 18, scene.color(tone.rose));
  }
  scene.shadow(sx + 85, sy + 450, 120, 14);
  scene.add(`<g transform="rotate(${tilt} ${sx + 85} ${sy + 220})">${strip}</g>`);
  // A heart prop on a stick.
  const px = sx > 600 ? sx - 200 : sx + 330;
  scene.add(`<path d="M${px} ${sy + 120}V${sy + 380}" stroke="${scene.color(tone.sand, -0.1)}" stroke-width="8"/>` + heart(px, sy + 90, 60, scene.color(random.pick([tone.rose, tone.gold, tone.blush]))));
}

function stationery(scene: Scene, random: Random): void {
  scene.bokeh(random.int(6, 10), [tone.ivory, tone.blush, tone.champagne]);
  tableTop(scene, random);
  const cx = random.pick([460, 600, 740]) + random.int(-30, 30);
  const top = random.int(200, 250);
  const tilt = random.int(-7, 7);
  const paper = scene.color(tone.ivory);
  const envelope = scene.color(random.pick([tone.blush, tone.sage, tone.duskBlue, tone.champagne]), 0.06);
  scene.shadow(cx + 20, top + 420, 330, 22);
  // The envelope behind, open, with the invitation card standing out of it.
  let card = `<rect x="${cx - 300}" y="${top + 150}" width="600" height="260" rx="8" fill="${envelope}"/>`;
  card += `<path d="M${cx - 300} ${top + 160}L${cx} ${top + 330}L${cx + 300} ${top + 160}" fill="none" stroke="${scene.color(tone.ink, 0.55)}" stroke-width="3" opacity="0.35"/>`;
  card += `<rect x="${cx - 210}" y="${top}" width="420" height="330" rx="6" fill="${paper}" stroke="${scene.color(tone.sand, -0.08)}" stroke-width="2"/>`;
  // Lines of lettering, a monogram of two rings, and a sprig in the corner.
  card += `<circle cx="${cx - 16}" cy="${top + 70}" r="24" fill="none" stroke="${scene.color(tone.gold)}" stroke-width="5"/><circle cx="${cx + 16}" cy="${top + 70}" r="24" fill="none" stroke="${scene.color(tone.gold)}" stroke-width="5"/>`;
  for (let i = 0; i < 5; i++) {
    const width = i === 0 ? 260 : random.int(140, 300);
    card += `<rect x="${cx - width / 2}" y="${top + 130 + i * 30}" width="${width}" height="${i === 0 ? 12 : 7}" rx="3" fill="${scene.color(tone.charcoal, 0.25)}" opacity="${i === 0 ? 0.7 : 0.45}"/>`;
  }
  card += `<rect x="${cx - 300}" y="${top + 330}" width="600" height="80" rx="8" fill="${scene.color(random.pick([tone.blush, tone.sage, tone.duskBlue, tone.champagne]), 0.1)}"/>`;
  scene.add(`<g transform="rotate(${tilt} ${cx} ${top + 260})">${card}</g>`);
  // Wax seal and a few loose petals on the table.
  scene.add(`<circle cx="${cx + random.pick([-1, 1]) * 250}" cy="${top + 430}" r="34" fill="${scene.color(random.pick([tone.rose, tone.mauve, tone.gold]), -0.05)}"/>`);
  for (let i = 0; i < random.int(3, 6); i++) {
    const x = random.int(80, 1120);
    const y = random.int(640, 770);
    scene.add(`<ellipse cx="${x}" cy="${y}" rx="22" ry="11" transform="rotate(${random.int(0, 180)} ${x} ${y})" fill="${scene.color(random.pick([tone.blush, tone.rose, tone.sage]))}"/>`);
  }
}

function tableSetting(scene: Scene, random: Random): void {
  scene.bokeh(random.int(10, 16), [tone.ivory, tone.champagne, tone.peach], { top: 0, bottom: 420 });
  tableTop(scene, random);
  const cx = random.pick([520, 600, 680]) + random.int(-20, 20);
  const plateY = random.int(590, 630);
  const linen = scene.color(random.pick([tone.sage, tone.blush, tone.duskBlue]), 0.1);
  scene.add(`<rect x="0" y="${plateY - 120}" width="${WIDTH}" height="60" fill="${linen}" opacity="0.6"/>`);
  scene.shadow(cx, plateY + 24, 190, 22);
  scene.add(`<ellipse cx="${cx}" cy="${plateY}" rx="190" ry="62" fill="${scene.color(tone.ivory)}" stroke="${scene.color(tone.sand, -0.08)}" stroke-width="3"/>`);
  scene.add(`<ellipse cx="${cx}" cy="${plateY}" rx="130" ry="40" fill="none" stroke="${scene.color(tone.gold)}" stroke-width="3"/>`);
  // A folded napkin and a sprig on the plate.
  scene.add(`<path d="M${cx - 60} ${plateY - 10}L${cx} ${plateY - 34}L${cx + 60} ${plateY - 10}L${cx} ${plateY + 14}Z" fill="${scene.color(random.pick([tone.blush, tone.sage, tone.champagne]))}"/>`);
  bloom(scene, random, cx + 30, plateY - 20, 18, random.pick([tone.blush, tone.rose, tone.ivory]));
  // Cutlery either side.
  const metal = scene.color(tone.sand, -0.1);
  scene.add(`<rect x="${cx - 250}" y="${plateY - 60}" width="10" height="130" rx="5" fill="${metal}"/><rect x="${cx - 272}" y="${plateY - 60}" width="10" height="130" rx="5" fill="${metal}"/>`);
  scene.add(`<rect x="${cx + 240}" y="${plateY - 60}" width="12" height="130" rx="6" fill="${metal}"/>`);
  // Candles in glass and a glass behind the plate.
  for (const [x, height] of [
    [cx - random.int(320, 420), random.int(140, 200)],
    [cx + random.int(330, 430), random.int(110, 170)],
  ]) {
    const base = plateY - 70;
    scene.add(`<rect x="${x - 22}" y="${base - height}" width="44" height="${height}" rx="6" fill="${scene.color(tone.ivory)}"/>`);
    scene.add(`<ellipse cx="${x}" cy="${base - height - 18}" rx="9" ry="18" fill="#FFE3A8"/><circle cx="${x}" cy="${base - height - 18}" r="46" fill="#FFF3D6" opacity="0.35"/>`);
  }
  scene.add(`<path d="M${cx + 120} ${plateY - 210}h56l-8 70q-20 20 -40 0Z" fill="#FFFFFF" opacity="0.55" stroke="${scene.color(tone.sand, -0.1)}" stroke-width="2"/><rect x="${cx + 145}" y="${plateY - 140}" width="6" height="50" fill="${scene.color(tone.sand, -0.1)}"/>`);
}

function heart(cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  return `<path d="M${cx} ${cy + s}C${cx - 1.6 * s} ${cy - 0.1 * s} ${cx - 0.8 * s} ${cy - 1.1 * s} ${cx} ${cy - 0.4 * s}C${cx + 0.8 * s} ${cy - 1.1 * s} ${cx + 1.6 * s} ${cy - 0.1 * s} ${cx} ${cy + s}Z" fill="${fill}"/>`;
}

function bunting(scene: Scene, random: Random, y: number): void {
  const colors = random.sample([tone.rose, tone.blush, tone.sage, tone.champagne, tone.eucalyptus], 3).map((hex) => scene.color(hex));
  const sag = random.int(40, 80);
  scene.add(`<path d="M150 ${y}Q600 ${y + sag * 2} 1050 ${y}" stroke="${scene.color(tone.charcoal)}" stroke-width="2" fill="none"/>`);
  for (let i = 0; i < 16; i++) {
    const t = (i + 0.5) / 16;
    const x = 150 + t * 900;
    const ly = y + 2 * t * (1 - t) * sag * 2;
    scene.add(`<path d="M${round(x - 22)} ${round(ly)}H${round(x + 22)}L${round(x)} ${round(ly + 46)}Z" fill="${colors[i % colors.length]}"/>`);
  }
}

function fairyLights(scene: Scene, random: Random, x0: number, x1: number, y: number): void {
  const sag = random.int(30, 60);
  scene.add(`<path d="M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}" stroke="${scene.color(tone.charcoal)}" stroke-width="2" fill="none" opacity="0.6"/>`);
  const bulbs = Math.round((x1 - x0) / 45);
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = x0 + t * (x1 - x0);
    const ly = y + 2 * t * (1 - t) * sag * 2;
    scene.add(`<circle cx="${round(x)}" cy="${round(ly + 6)}" r="7" fill="#FFF6DC"/><circle cx="${round(x)}" cy="${round(ly + 6)}" r="16" fill="#FFF6DC" opacity="0.35"/>`);
  }
}

function topiary(scene: Scene, random: Random, x: number, ground: number): void {
  const r = random.int(34, 46);
  scene.add(`<rect x="${x - 26}" y="${ground - 50}" width="52" height="50" fill="${scene.color(tone.sand, -0.05)}"/>`);
  scene.add(`<path d="M${x} ${ground - 50}V${ground - 90}" stroke="${scene.color(tone.charcoal)}" stroke-width="6"/>`);
  scene.add(`<circle cx="${x}" cy="${ground - 90 - r}" r="${r}" fill="${scene.color(tone.moss, 0.04)}"/>`);
}

function tree(scene: Scene, random: Random, x: number, ground: number): void {
  const height = random.int(90, 140);
  scene.add(`<path d="M${x} ${ground}V${ground - height * 0.5}" stroke="${scene.color(tone.charcoal)}" stroke-width="8"/>`);
  scene.add(`<ellipse cx="${x}" cy="${ground - height * 0.65}" rx="${round(height * 0.38)}" ry="${round(height * 0.42)}" fill="${scene.color(random.pick([tone.moss, tone.sage]), 0.02)}"/>`);
}

function lawn(scene: Scene, random: Random, top: number): void {
  scene.add(`<rect x="0" y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${scene.color(tone.sage, 0.14)}"/>`);
  for (let i = 0; i < random.int(4, 8); i++) {
    const x = random.int(40, 1160);
    const y = random.int(top + 30, HEIGHT - 20);
    scene.add(`<circle cx="${x}" cy="${y}" r="${random.int(4, 8)}" fill="${scene.color(random.pick([tone.ivory, tone.blush]))}"/>`);
  }
}

function tableTop(scene: Scene, random: Random): void {
  const top = random.int(470, 520);
  const cloth = scene.gradient([random.pick([tone.ivory, tone.sand, tone.champagne]), tone.sand], true);
  scene.add(`<rect x="0" y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${cloth}"/>`);
}

/** A closed band from a smooth wavy line at `base` down to the bottom edge. */
function wave(random: Random, base: number, amplitude: number): string {
  const points = Array.from({ length: 6 }, (_, i) => [i * 240, base + random.int(-amplitude, amplitude)] as const);
  let d = `M0 ${points[0][1]}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    d += `C${x0 + 120} ${y0} ${x1 - 120} ${y1} ${x1} ${y1}`;
  }
  return `${d}V${HEIGHT}H0Z`;
}

function polar(cx: number, cy: number, distance: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [round(cx + distance * Math.cos(radians)), round(cy + distance * Math.sin(radians))];
}

function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Shifts a colour's hue (degrees) and lightness (0..1) in HSL, so each picture is a little different. */
function shiftColor(hex: string, hueShift: number, lightShift: number): string {
  const r = parseInt(hex.slice(1, 3), 16) / 255;
  const g = parseInt(hex.slice(3, 5), 16) / 255;
  const b = parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d + 6) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  const hue = (h + hueShift + 360) % 360;
  const light = Math.min(0.98, Math.max(0.05, l + lightShift));
  const c = (1 - Math.abs(2 * light - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - c / 2;
  const [r1, g1, b1] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const toHex = (value: number) => Math.round((value + m) * 255).toString(16).padStart(2, '0');
  return `#${toHex(r1)}${toHex(g1)}${toHex(b1)}`.toUpperCase();
}
