// Draws the demo catalogue's product pictures (apps/web/public/images/products/*.svg): one drawing
// per product, in the flat style of the store's other pictures (a light gradient per category, the
// brand's orange housings, dark grips, steel blades), and a close-up of the same drawing. Run
// `node scripts/draw-product-pictures.mjs` after changing a drawing; the SVG files are committed,
// and a server test (db/demo-data.test.ts) fails when they differ from what this script draws.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const C = {
  orange: '#f97316',
  orangeDark: '#c2410c',
  dark: '#1f2937',
  darkMid: '#374151',
  steel: '#94a3b8',
  steelLight: '#cbd5e1',
  plate: '#e2e8f0',
  arbor: '#475569',
  alu: '#b8c2cf',
  white: '#ffffff',
};

/** The light background of each category (as the store's first pictures had). */
const backgrounds = {
  circular: ['#fff7ed', '#fed7aa'],
  mitre: ['#f1f5f9', '#cbd5e1'],
  jig: ['#ecfeff', '#a5f3fc'],
  table: ['#f0fdf4', '#bbf7d0'],
  band: ['#faf5ff', '#e9d5ff'],
  recip: ['#fef2f2', '#fecaca'],
  blade: ['#fffbeb', '#fde68a'],
};

const n = (x) => Number(x.toFixed(1));

/** A saw blade: a toothed rim, the plate, the arbor; `vents` adds laser-cut stabiliser slots. */
function blade(cx, cy, r, teeth, { rim = C.steelLight, plate = C.plate, vents = 0, label } = {}) {
  const points = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? r : r * (1 - Math.min(0.12, 2.4 / teeth + 0.02));
    points.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  let svg = `<polygon points="${points.join(' ')}" fill="${rim}"/>`;
  svg += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.86)}" fill="${plate}" stroke="${C.steel}" stroke-width="${n(Math.max(1.5, r / 30))}"/>`;
  for (let i = 0; i < vents; i++) {
    const a = (2 * Math.PI * i) / vents;
    const x1 = cx + r * 0.5 * Math.cos(a);
    const y1 = cy + r * 0.5 * Math.sin(a);
    const x2 = cx + r * 0.72 * Math.cos(a + 0.35);
    const y2 = cy + r * 0.72 * Math.sin(a + 0.35);
    svg += `<path d="M${n(x1)} ${n(y1)} Q${n(cx + r * 0.68 * Math.cos(a))} ${n(cy + r * 0.68 * Math.sin(a))} ${n(x2)} ${n(y2)}" stroke="${C.steel}" stroke-width="${n(r / 28)}" fill="none" stroke-linecap="round"/>`;
  }
  svg += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.18)}" fill="${C.arbor}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.07)}" fill="${C.plate}"/>`;
  if (label) svg += text(cx, cy + r * 0.48, label, n(r * 0.2), C.arbor);
  return svg;
}

function text(x, y, value, size, fill = C.white) {
  return `<text x="${n(x)}" y="${n(y)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${value}</text>`;
}

/** A Kerfline 18V battery pack seen from the side. */
function battery(x, y, w = 70, h = 34) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.darkMid}"/>` +
    `<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${n(h * 0.16)}" fill="${C.orange}"/>` +
    `<rect x="${x + w * 0.12}" y="${y - 4}" width="${n(w * 0.76)}" height="6" rx="2" fill="${C.dark}"/>`
  );
}

/** Air vents: short dark slots in a row. */
function vents(x, y, count, { dx = 8, h = 18, w = 3.5 } = {}) {
  let svg = '';
  for (let i = 0; i < count; i++) svg += `<rect x="${n(x + i * dx)}" y="${y}" width="${w}" height="${h}" rx="1.5" fill="${C.dark}" opacity=".55"/>`;
  return svg;
}

/** A power cord leaving the handle, with its strain relief. */
function cord(x, y, toX, toY) {
  return (
    `<path d="M${x} ${y} l14 8" stroke="${C.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${x + 14} ${y + 8} C${x + 40} ${y + 24} ${toX - 40} ${toY - 30} ${toX} ${toY}" stroke="${C.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  );
}

// ---- Circular saws ------------------------------------------------------------------------------

function circularSaw({ model, r = 70, cordless = false, worm = false }) {
  const cx = worm ? 130 : 140;
  const cy = 168;
  const shoeY = n(cy + r * 0.34);
  let svg = blade(cx, cy, r, 24);
  // The shoe the saw rides on; the blade shows below it by the cutting depth.
  const shoeW = worm ? 320 : 270;
  svg += `<rect x="${cx - r - 24}" y="${shoeY}" width="${shoeW}" height="12" rx="3" fill="${C.steel}"/>`;
  svg += `<rect x="${cx - r - 24}" y="${shoeY + 8}" width="${shoeW}" height="4" fill="${C.arbor}"/>`;
  // Upper blade guard over the top half, its lip a shade darker.
  const ro = r + 10;
  const ri = r - 16;
  svg += `<path d="M${cx - ro} ${cy + 6} A${ro} ${ro} 0 0 1 ${cx + ro} ${cy + 6} L${cx + ri} ${cy + 6} A${ri} ${ri} 0 0 0 ${cx - ri} ${cy + 6} Z" fill="${C.orange}"/>`;
  svg += `<path d="M${cx - ro} ${cy + 6} A${ro} ${ro} 0 0 1 ${cx - 10} ${cy - ro + 1}" stroke="${C.orangeDark}" stroke-width="4" fill="none"/>`;
  if (worm) {
    // Worm drive: the motor sits in line behind the blade, the handle at the very back.
    svg += `<rect x="${cx + 30}" y="${cy - 60}" width="70" height="52" rx="10" fill="${C.alu}"/>`;
    svg += `<rect x="${cx + 90}" y="${cy - 70}" width="120" height="66" rx="24" fill="${C.orange}"/>`;
    svg += vents(cx + 120, cy - 58, 7, { dx: 9, h: 22 });
    svg += text(cx + 150, cy - 16, model, 14);
    svg += `<path d="M${cx + 200} ${cy - 50} C${cx + 235} ${cy - 110} ${cx + 275} ${cy - 60} ${cx + 268} ${cy - 4} L${cx + 250} ${cy - 4} C${cx + 252} ${cy - 50} ${cx + 232} ${cy - 75} ${cx + 210} ${cy - 30} Z" fill="${C.dark}"/>`;
    svg += `<circle cx="${cx + 20}" cy="${cy - r - 14}" r="13" fill="${C.dark}"/>`;
    svg += cord(cx + 262, cy - 6, 398, shoeY + 10);
  } else {
    // Sidewinder: the motor beside the blade, a D-handle over it, a front knob.
    svg += `<rect x="${cx + 10}" y="${cy - 76}" width="104" height="68" rx="28" fill="${C.orange}"/>`;
    svg += `<circle cx="${cx + 62}" cy="${cy - 42}" r="24" fill="${C.orangeDark}" opacity=".3"/>`;
    svg += vents(cx + 38, cy - 68, 6, { dx: 8, h: 14 });
    svg += text(cx + 62, cy - 18, model, 14);
    svg += `<path d="M${cx + 80} ${cy - 72} C${cx + 98} ${cy - 142} ${cx + 184} ${cy - 130} ${cx + 186} ${cy - 36}" stroke="${C.dark}" stroke-width="20" fill="none" stroke-linecap="round"/>`;
    svg += `<rect x="${cx + 120}" y="${cy - 104}" width="8" height="18" rx="3" fill="${C.orange}" transform="rotate(35 ${cx + 124} ${cy - 95})"/>`;
    svg += `<circle cx="${cx - 26}" cy="${cy - r - 16}" r="13" fill="${C.dark}"/>`;
    svg += `<rect x="${cx + 104}" y="${cy - 40}" width="90" height="${shoeY - cy + 40}" rx="8" fill="${C.orange}"/>`;
    if (cordless) svg += battery(cx + 140, shoeY - 34, 66, 30);
    else svg += cord(cx + 186, cy - 30, 398, shoeY);
  }
  return svg;
}

/** A plunge saw on its guide rail: the blade hides in the housing until it plunges. */
function trackSaw({ model }) {
  let svg = '';
  // The guide rail, in section along the cut: aluminium with a rubber splinter edge.
  svg += `<rect x="10" y="226" width="380" height="14" rx="2" fill="${C.alu}"/><rect x="10" y="240" width="380" height="5" fill="${C.darkMid}"/>`;
  svg += `<rect x="10" y="221" width="380" height="6" fill="${C.steel}"/>`;
  svg += blade(170, 192, 50, 28);
  svg += `<rect x="80" y="206" width="240" height="16" rx="4" fill="${C.steel}"/>`;
  // Housing that covers the blade.
  svg += `<path d="M100 206 L108 150 Q112 126 140 124 L236 124 Q262 126 266 150 L276 206 Z" fill="${C.orange}"/>`;
  svg += `<rect x="230" y="92" width="90" height="56" rx="20" fill="${C.darkMid}"/>`;
  svg += vents(246, 102, 6, { dx: 10, h: 20 });
  svg += text(186, 176, model, 15);
  // Tilted top handle and front knob; dust port at the back.
  svg += `<path d="M150 126 C158 76 232 62 262 92" stroke="${C.dark}" stroke-width="20" fill="none" stroke-linecap="round"/>`;
  svg += `<circle cx="116" cy="130" r="12" fill="${C.dark}"/>`;
  svg += `<rect x="272" y="168" width="54" height="22" rx="10" fill="${C.dark}"/>`;
  svg += cord(318, 112, 398, 150);
  return svg;
}

// ---- Mitre saws ---------------------------------------------------------------------------------

function mitreSaw({ model, r = 62, slide = 'none', cordless = false }) {
  const cx = 170;
  const cy = 178;
  let svg = '';
  // Base, turntable with its front handle, fence.
  svg += `<rect x="40" y="238" width="320" height="22" rx="6" fill="${C.dark}"/>`;
  svg += `<rect x="70" y="226" width="230" height="14" rx="4" fill="${C.steel}"/>`;
  svg += `<rect x="20" y="244" width="40" height="10" rx="4" fill="${C.darkMid}"/>`;
  svg += `<rect x="150" y="196" width="12" height="32" fill="${C.alu}"/><rect x="186" y="196" width="12" height="32" fill="${C.alu}"/>`;
  // The arm's pivot column at the back.
  svg += `<rect x="292" y="130" width="28" height="110" rx="6" fill="${C.darkMid}"/>`;
  if (slide === 'rails') {
    svg += `<rect x="150" y="118" width="232" height="9" rx="4" fill="${C.steelLight}" stroke="${C.steel}"/>`;
    svg += `<rect x="150" y="134" width="232" height="9" rx="4" fill="${C.steelLight}" stroke="${C.steel}"/>`;
  } else if (slide === 'axial') {
    // An articulating arm instead of rails: two links folding behind the head.
    svg += `<path d="M300 150 L352 112 L232 118" stroke="${C.steel}" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
    svg += `<circle cx="352" cy="112" r="9" fill="${C.darkMid}"/><circle cx="300" cy="150" r="9" fill="${C.darkMid}"/>`;
  } else {
    svg += `<path d="M300 140 L236 128" stroke="${C.darkMid}" stroke-width="16" stroke-linecap="round"/>`;
  }
  svg += blade(cx, cy, r, 40);
  // Clear lower guard over the bottom of the blade.
  svg += `<path d="M${cx - r - 4} ${cy} A${r + 4} ${r + 4} 0 0 0 ${cx + r + 4} ${cy} Z" fill="#bae6fd" opacity=".45"/>`;
  // Upper guard and motor head.
  svg += `<path d="M${cx - r - 8} ${cy} A${r + 8} ${r + 8} 0 0 1 ${cx + r + 8} ${cy} L${cx + r - 8} ${cy} A${r - 8} ${r - 8} 0 0 0 ${cx - r + 8} ${cy} Z" fill="${C.orange}"/>`;
  svg += `<rect x="${cx + 10}" y="${cy - r - 24}" width="96" height="56" rx="22" fill="${C.orange}"/>`;
  svg += vents(cx + 34, cy - r - 14, 6, { dx: 9, h: 16 });
  svg += text(cx + 58, cy - r + 22, model, 12);
  // D-handle reaching forward over the blade.
  svg += `<path d="M${cx + 14} ${cy - r - 10} C${cx - 20} ${cy - r - 70} ${cx - 80} ${cy - r - 40} ${cx - 70} ${cy - r + 4}" stroke="${C.dark}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  if (cordless) svg += battery(cx + 64, cy - r - 58, 60, 28);
  return svg;
}

// ---- Jigsaws ------------------------------------------------------------------------------------

function jigSaw({ model, scale = 1, grip = 'top', cordless = false, dustPort = false }) {
  const s = (v) => n(v * scale);
  const ox = 200 - s(110);
  const oy = 232 - s(150);
  const at = (x, y) => `${n(ox + x * scale)} ${n(oy + y * scale)}`;
  let svg = '';
  // Shoe, blade with its teeth, roller guide.
  svg += `<rect x="${ox + s(14)}" y="${oy + s(128)}" width="${s(200)}" height="${s(12)}" rx="${s(3)}" fill="${C.steel}"/>`;
  svg += `<path d="M${at(44, 140)} L${at(58, 140)} L${at(58, 206)} L${at(48, 218)} L${at(44, 206)} Z" fill="${C.steel}"/>`;
  let teeth = '';
  for (let y = 146; y < 206; y += 6) teeth += `L${at(40, y + 3)} L${at(44, y + 6)} `;
  svg += `<path d="M${at(44, 146)} ${teeth}" stroke="${C.arbor}" stroke-width="${n(1.5 * scale)}" fill="none"/>`;
  svg += `<rect x="${ox + s(40)}" y="${oy + s(118)}" width="${s(24)}" height="${s(12)}" rx="${s(3)}" fill="${C.dark}"/>`;
  if (grip === 'top') {
    // Top-handle body: a closed grip loop over the motor.
    svg += `<path d="M${at(30, 128)} L${at(30, 84)} Q${at(32, 22)} ${at(96, 20)} L${at(176, 20)} Q${at(214, 22)} ${at(214, 64)} L${at(214, 128)} Z" fill="${C.orange}"/>`;
    svg += `<path d="M${at(74, 74)} Q${at(80, 44)} ${at(112, 44)} L${at(168, 44)} Q${at(184, 46)} ${at(184, 74)} Z" fill="${backgrounds.jig[0]}"/>`;
    svg += `<rect x="${ox + s(120)}" y="${oy + s(50)}" width="${s(10)}" height="${s(20)}" rx="${s(3)}" fill="${C.dark}"/>`;
    svg += `<rect x="${ox + s(30)}" y="${oy + s(88)}" width="${s(184)}" height="${s(40)}" fill="${C.darkMid}"/>`;
    svg += vents(ox + s(150), oy + s(96), 5, { dx: s(10), h: s(22), w: s(4) });
    svg += text(ox + s(88), oy + s(114), model, n(14 * scale));
    svg += `<circle cx="${ox + s(58)}" cy="${oy + s(62)}" r="${s(9)}" fill="${C.dark}"/>`;
  } else {
    // Barrel grip: the body is the grip; a battery at the back.
    svg += `<path d="M${at(26, 128)} L${at(26, 70)} Q${at(28, 40)} ${at(70, 40)} L${at(170, 40)} Q${at(188, 40)} ${at(190, 60)} L${at(190, 128)} Z" fill="${C.orange}"/>`;
    svg += `<rect x="${ox + s(66)}" y="${oy + s(48)}" width="${s(96)}" height="${s(36)}" rx="${s(16)}" fill="${C.dark}"/>`;
    svg += `<rect x="${ox + s(26)}" y="${oy + s(92)}" width="${s(164)}" height="${s(36)}" fill="${C.darkMid}"/>`;
    svg += text(ox + s(108), oy + s(116), model, n(14 * scale));
    svg += `<circle cx="${ox + s(44)}" cy="${oy + s(64)}" r="${s(6)}" fill="#fde047"/>`;
  }
  if (cordless) svg += battery(ox + s(190), oy + s(70), s(58), s(50));
  else svg += cord(ox + s(212), oy + s(40), 398, oy + s(10));
  if (dustPort) svg += `<rect x="${ox + s(200)}" y="${oy + s(106)}" width="${s(36)}" height="${s(18)}" rx="${s(8)}" fill="${C.dark}"/>`;
  return svg;
}

// ---- Table saws ---------------------------------------------------------------------------------

function tableSaw({ model, kind = 'jobsite', cordless = false }) {
  let svg = '';
  const top = kind === 'cabinet' ? 118 : kind === 'compact' ? 150 : 128;
  const left = kind === 'compact' ? 90 : 50;
  const right = kind === 'compact' ? 310 : 350;
  // Blade and riving knife above the table, guard over them.
  svg += `<path d="M150 ${top} A54 54 0 0 1 254 ${top} Z" fill="${C.steelLight}"/>`;
  // Only the part of the blade above the table shows.
  svg += `<clipPath id="above-table"><rect x="0" y="0" width="400" height="${top}"/></clipPath>`;
  svg += `<g clip-path="url(#above-table)">${blade(202, top + 26, 52, 30)}</g>`;
  svg += `<path d="M254 ${top} L268 ${top - 40}" stroke="${C.steel}" stroke-width="6" stroke-linecap="round"/>`;
  svg += `<rect x="154" y="${top - 48}" width="116" height="16" rx="6" fill="#bae6fd" opacity=".7" stroke="${C.steel}"/>`;
  // The table and the fence.
  svg += `<rect x="${left}" y="${top}" width="${right - left}" height="12" rx="2" fill="${C.alu}"/>`;
  svg += `<rect x="${left + 20}" y="${top - 14}" width="${kind === 'cabinet' ? 40 : 28}" height="14" rx="2" fill="${C.dark}"/>`;
  if (kind === 'cabinet') {
    // Cast-iron saw on a closed cabinet, a long fence rail, dust port.
    svg += `<rect x="30" y="${top + 8}" width="360" height="10" rx="2" fill="${C.steel}"/>`;
    svg += `<path d="M90 ${top + 12} L310 ${top + 12} L300 266 L100 266 Z" fill="${C.orange}"/>`;
    svg += `<circle cx="200" cy="${top + 58}" r="18" fill="${C.dark}"/><circle cx="200" cy="${top + 58}" r="6" fill="${C.steel}"/>`;
    svg += `<rect x="92" y="266" width="216" height="12" fill="${C.dark}"/>`;
    svg += `<rect x="300" y="220" width="40" height="26" rx="10" fill="${C.dark}"/>`;
    svg += text(200, top + 112, model, 16);
  } else {
    const bodyTop = top + 12;
    const bodyW = kind === 'compact' ? 180 : 220;
    const bx = 200 - bodyW / 2;
    svg += `<path d="M${bx} ${bodyTop} L${bx + bodyW} ${bodyTop} L${bx + bodyW - 10} ${bodyTop + 58} L${bx + 10} ${bodyTop + 58} Z" fill="${C.orange}"/>`;
    svg += `<circle cx="200" cy="${bodyTop + 26}" r="13" fill="${C.dark}"/><circle cx="200" cy="${bodyTop + 26}" r="4" fill="${C.steel}"/>`;
    svg += text(kind === 'compact' ? 148 : 136, bodyTop + 46, model, 13);
    if (kind === 'compact') {
      svg += `<rect x="${bx + 12}" y="${bodyTop + 58}" width="20" height="12" rx="3" fill="${C.dark}"/><rect x="${bx + bodyW - 32}" y="${bodyTop + 58}" width="20" height="12" rx="3" fill="${C.dark}"/>`;
      svg += `<rect x="40" y="${bodyTop + 70}" width="320" height="10" rx="3" fill="#a16207" opacity=".55"/>`;
    } else {
      // Folding stand with wheels.
      const legTop = bodyTop + 58;
      svg += `<path d="M110 ${legTop} L280 272 M290 ${legTop} L120 272" stroke="${C.dark}" stroke-width="8" stroke-linecap="round"/>`;
      svg += `<path d="M100 ${legTop} L300 ${legTop}" stroke="${C.dark}" stroke-width="8" stroke-linecap="round"/>`;
      svg += `<circle cx="284" cy="272" r="12" fill="${C.dark}"/><circle cx="284" cy="272" r="4" fill="${C.steel}"/>`;
      svg += `<rect x="106" y="268" width="26" height="8" rx="3" fill="${C.dark}"/>`;
    }
    // Two 18V batteries on the side.
    if (cordless) svg += battery(bx + bodyW - 4, bodyTop + 4, 50, 24) + battery(bx + bodyW - 4, bodyTop + 34, 50, 24);
  }
  return svg;
}

// ---- Band saws ----------------------------------------------------------------------------------

function bandSaw({ model, size = 'bench' }) {
  if (size === 'portable') return portableBandSaw({ model });
  const k = size === 'floor' ? 0.92 : size === 'small' ? 0.78 : 1;
  const s = (v) => n(v * k);
  const cx = 200;
  const floor = size === 'floor';
  const bottom = floor ? 214 : 262;
  const topY = bottom - s(floor ? 200 : 236);
  let svg = '';
  const wheelH = s(74);
  // Upper and lower wheel housings joined by the spine on the right: the band saw's C-frame, open
  // on the left where the blade runs down through the table.
  svg += `<rect x="${cx - s(72)}" y="${topY}" width="${s(144)}" height="${wheelH}" rx="${s(34)}" fill="${C.orange}"/>`;
  svg += `<rect x="${cx - s(72)}" y="${bottom - wheelH}" width="${s(144)}" height="${wheelH}" rx="${s(34)}" fill="${C.orange}"/>`;
  svg += `<rect x="${cx + s(34)}" y="${topY + s(30)}" width="${s(38)}" height="${bottom - topY - s(60)}" fill="${C.orange}"/>`;
  svg += `<circle cx="${cx}" cy="${topY + wheelH / 2}" r="${s(10)}" fill="${C.dark}"/><circle cx="${cx}" cy="${bottom - wheelH / 2}" r="${s(10)}" fill="${C.dark}"/>`;
  const bladeX = cx - s(52);
  const tableY = topY + (bottom - topY) / 2 + s(8);
  svg += `<rect x="${bladeX}" y="${topY + wheelH - 4}" width="${s(4)}" height="${bottom - topY - 2 * wheelH + 8}" fill="${C.steel}"/>`;
  // Blade guide post above the table, the table with its trunnion.
  svg += `<rect x="${bladeX - s(6)}" y="${topY + wheelH - 4}" width="${s(16)}" height="${s(34)}" rx="2" fill="${C.dark}"/>`;
  svg += `<rect x="${cx - s(130)}" y="${tableY}" width="${s(196)}" height="${s(10)}" rx="2" fill="${C.alu}"/>`;
  svg += `<rect x="${bladeX - s(10)}" y="${tableY + s(10)}" width="${s(30)}" height="${s(16)}" fill="${C.darkMid}"/>`;
  svg += text(cx + s(6), topY + wheelH / 2 + s(24), model, n(14 * k));
  if (floor) {
    // Stand-alone: a closed base with the motor, and a foot brake.
    svg += `<rect x="${cx - 66}" y="${bottom}" width="140" height="58" rx="4" fill="${C.darkMid}"/>`;
    svg += `<rect x="${cx - 86}" y="${bottom + 52}" width="180" height="8" rx="3" fill="${C.dark}"/>`;
    svg += `<rect x="${cx + 74}" y="${bottom + 36}" width="40" height="8" rx="3" fill="${C.dark}"/>`;
    svg += vents(cx - 44, bottom + 12, 6, { dx: 10, h: 22 });
  } else {
    svg += `<rect x="${cx - s(84)}" y="${bottom - 4}" width="${s(176)}" height="${s(14)}" rx="4" fill="${C.dark}"/>`;
    svg += `<rect x="${cx + s(74)}" y="${bottom - wheelH + s(10)}" width="${s(44)}" height="${s(50)}" rx="${s(12)}" fill="${C.darkMid}"/>`;
  }
  return svg;
}

function portableBandSaw({ model }) {
  let svg = '';
  // A U-shaped frame: two wheel housings joined over the top, the blade across the open bottom.
  svg += `<rect x="60" y="96" width="280" height="40" rx="20" fill="${C.orange}"/>`;
  svg += `<circle cx="96" cy="160" r="56" fill="${C.orange}"/><circle cx="304" cy="160" r="56" fill="${C.orange}"/>`;
  svg += `<circle cx="96" cy="160" r="14" fill="${C.dark}"/><circle cx="304" cy="160" r="14" fill="${C.dark}"/>`;
  svg += `<rect x="92" y="212" width="216" height="5" fill="${C.steel}"/>`;
  let teeth = '';
  for (let x = 96; x < 304; x += 6) teeth += `L${x + 3} 221 L${x + 6} 217 `;
  svg += `<path d="M96 217 ${teeth}" stroke="${C.arbor}" stroke-width="1.5" fill="none"/>`;
  svg += `<rect x="180" y="180" width="40" height="34" rx="4" fill="${C.steel}"/>`;
  // Top grip, front handle, battery, hang hook.
  svg += `<path d="M150 96 C160 50 250 50 256 96" stroke="${C.dark}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  svg += battery(214, 52, 58, 30);
  svg += `<path d="M46 150 L20 150" stroke="${C.dark}" stroke-width="16" stroke-linecap="round"/>`;
  svg += `<path d="M330 100 q16 -22 0 -36" stroke="${C.steel}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  svg += text(200, 122, model, 15);
  return svg;
}

// ---- Reciprocating saws -------------------------------------------------------------------------

function recipSaw({ model, length = 1, cordless = false, pruning = false }) {
  let svg = '';
  const x0 = pruning ? 130 : 70;
  const bodyEnd = pruning ? 290 : n(70 + 240 * length);
  // Blade out of the front, shoe, front grip, motor body, rear handle.
  if (pruning) {
    svg += `<path d="M${x0 - 96} 140 Q${x0 - 50} 124 ${x0 + 4} 134 L${x0 + 4} 150 Q${x0 - 50} 146 ${x0 - 96} 150 Z" fill="${C.steel}"/>`;
  } else {
    svg += `<path d="M${x0 - 60} 140 L${x0 + 4} 140 L${x0 + 4} 154 L${x0 - 52} 154 Z" fill="${C.steel}"/>`;
  }
  let teeth = '';
  const tx0 = pruning ? x0 - 92 : x0 - 56;
  for (let x = tx0; x < x0; x += pruning ? 8 : 5) teeth += `L${x + (pruning ? 4 : 2.5)} ${pruning ? 156 : 159} L${x + (pruning ? 8 : 5)} ${pruning ? 150 : 154} `;
  svg += `<path d="M${tx0} ${pruning ? 150 : 154} ${teeth}" stroke="${C.arbor}" stroke-width="1.6" fill="none"/>`;
  svg += `<rect x="${x0 - 4}" y="128" width="14" height="38" rx="3" fill="${C.darkMid}"/>`;
  svg += `<rect x="${x0 + 8}" y="116" width="${pruning ? 40 : 60}" height="56" rx="18" fill="${C.dark}"/>`;
  svg += `<rect x="${x0 + (pruning ? 44 : 62)}" y="110" width="${bodyEnd - x0 - (pruning ? 44 : 62)}" height="64" rx="24" fill="${C.orange}"/>`;
  svg += vents(bodyEnd - (pruning ? 70 : 110), 122, pruning ? 4 : 7, { dx: 9, h: 18 });
  svg += text(x0 + (pruning ? 96 : 130), 164, model, 14);
  if (pruning) {
    // One-hand: the grip runs straight back, the battery in its end.
    svg += `<rect x="${bodyEnd - 8}" y="120" width="64" height="40" rx="16" fill="${C.dark}"/>`;
    svg += battery(bodyEnd + 40, 112, 40, 56);
  } else {
    svg += `<path d="M${bodyEnd - 12} 120 C${bodyEnd + 30} 96 ${bodyEnd + 62} 116 ${bodyEnd + 56} 152 L${bodyEnd + 40} 198" stroke="${C.dark}" stroke-width="20" fill="none" stroke-linecap="round"/>`;
    svg += `<path d="M${bodyEnd - 4} 172 L${bodyEnd + 40} 198" stroke="${C.dark}" stroke-width="14" stroke-linecap="round"/>`;
    svg += `<rect x="${bodyEnd + 10}" y="146" width="8" height="20" rx="3" fill="${C.orange}"/>`;
    if (cordless) svg += battery(bodyEnd + 10, 204, 64, 34);
    else svg += cord(bodyEnd + 44, 200, 398, 240);
  }
  return svg;
}

// ---- Blades and accessories ---------------------------------------------------------------------

/** Three framing blades fanned out like cards, the pack's label in front. */
function bladePack({ label, teeth = 24 }) {
  let svg = '';
  svg += `<g opacity=".9">${blade(130, 140, 78, teeth, { rim: '#d97706', plate: '#fbbf24' })}</g>`;
  svg += `<g opacity=".95">${blade(200, 150, 80, teeth, { rim: '#d97706', plate: '#fcd34d' })}</g>`;
  svg += blade(270, 160, 82, teeth, { rim: '#d97706', plate: '#fde68a', label: `${teeth}T` });
  svg += `<rect x="40" y="238" width="320" height="42" rx="8" fill="${C.dark}"/>`;
  svg += text(200, 266, label, 20);
  return svg;
}

function singleBlade({ label, teeth, vents = 0, plate = C.plate, rim = C.steelLight }) {
  return blade(200, 150, 118, teeth, { vents, plate, rim, label });
}

/** A case of reciprocating blades: wood, metal and pruning blades side by side. */
function recipBladeCase() {
  let svg = `<rect x="60" y="40" width="280" height="230" rx="14" fill="${C.dark}"/><rect x="72" y="52" width="256" height="190" rx="8" fill="${C.darkMid}"/>`;
  for (let i = 0; i < 12; i++) {
    const x = 84 + i * 20;
    const long = i % 3 !== 2;
    const y2 = long ? 226 : 196;
    svg += `<rect x="${x}" y="64" width="12" height="20" rx="2" fill="${i < 6 ? C.orange : C.steel}"/>`;
    svg += `<path d="M${x} 84 L${x + 12} 84 L${x + 12} ${y2 - 8} L${x} ${y2} Z" fill="${i < 6 ? '#d1d5db' : '#9ca3af'}"/>`;
    let teeth = '';
    const step = i < 6 ? 7 : 4;
    for (let y = 88; y < y2 - 8; y += step) teeth += `L${x - 2.5} ${y + step / 2} L${x} ${y + step} `;
    svg += `<path d="M${x} 88 ${teeth}" stroke="${C.steelLight}" stroke-width="1.2" fill="none"/>`;
  }
  svg += `<rect x="150" y="250" width="100" height="12" rx="4" fill="${C.orange}"/>`;
  svg += text(200, 36, '12 PCS', 18, C.dark);
  return svg;
}

/** A clip case of forty T-shank jigsaw blades in four rows. */
function jigBladeCase() {
  let svg = `<rect x="40" y="30" width="320" height="250" rx="14" fill="${C.orange}"/><rect x="52" y="42" width="296" height="226" rx="8" fill="${C.dark}"/>`;
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 10; i++) {
      const x = 66 + i * 28;
      const y = 52 + row * 54;
      const fine = row >= 2;
      svg += `<path d="M${x} ${y} L${x + 12} ${y} L${x + 12} ${y + 5} L${x + 9} ${y + 5} L${x + 9} ${y + 9} L${x + 3} ${y + 9} L${x + 3} ${y + 5} L${x} ${y + 5} Z" fill="${row % 2 ? C.steel : '#fbbf24'}"/>`;
      svg += `<path d="M${x + 3} ${y + 9} L${x + 9} ${y + 9} L${x + 9} ${y + 44} L${x + 3} ${y + 40} Z" fill="${fine ? '#9ca3af' : '#d1d5db'}"/>`;
    }
  }
  svg += text(200, 24, '40 PCS', 18, C.dark);
  return svg;
}

/** Three band saw blades, each folded into three loops and tied. */
function bandBladePack() {
  let svg = '';
  const loops = [
    [130, 150],
    [200, 120],
    [270, 150],
  ];
  for (const [x, y] of loops) {
    svg += `<circle cx="${x}" cy="${y}" r="62" fill="none" stroke="${C.steel}" stroke-width="9"/>`;
    svg += `<circle cx="${x}" cy="${y}" r="62" fill="none" stroke="${C.arbor}" stroke-width="2" stroke-dasharray="3 4"/>`;
    svg += `<circle cx="${x}" cy="${y}" r="54" fill="none" stroke="${C.steelLight}" stroke-width="5"/>`;
  }
  svg += `<rect x="188" y="94" width="24" height="44" rx="4" fill="${C.orange}"/>`;
  svg += `<rect x="60" y="238" width="280" height="40" rx="8" fill="${C.dark}"/>`;
  svg += text(200, 265, '93-1/2" × 3', 19);
  return svg;
}

/** The guide rail, seen at an angle, with its end profile. */
function guideRail() {
  let svg = '';
  svg += `<path d="M14 214 L300 70 L380 94 L96 238 Z" fill="${C.alu}"/>`;
  svg += `<path d="M96 238 L380 94 L380 104 L96 250 Z" fill="${C.steel}"/>`;
  svg += `<path d="M14 214 L96 238 L96 250 L14 226 Z" fill="#8b95a3"/>`;
  // Anti-slip strips, guide rib, splinter edge.
  svg += `<path d="M40 208 L300 78 L318 84 L58 214 Z" fill="${C.darkMid}" opacity=".55"/>`;
  svg += `<path d="M120 192 L330 86" stroke="${C.white}" stroke-width="5" opacity=".7"/>`;
  svg += `<path d="M96 238 L380 94" stroke="${C.orange}" stroke-width="5"/>`;
  // End profile.
  svg += `<rect x="250" y="170" width="130" height="100" rx="10" fill="${C.white}" opacity=".8"/>`;
  svg += `<path d="M262 238 L368 238 L368 246 L262 246 Z M300 226 L316 226 L316 238 L300 238 Z" fill="${C.steel}"/>`;
  svg += `<rect x="262" y="246" width="106" height="4" fill="${C.darkMid}"/><rect x="362" y="238" width="8" height="12" fill="${C.orange}"/>`;
  svg += text(315, 200, '1.4 m', 20, C.dark);
  return svg;
}

// ---- The catalogue ------------------------------------------------------------------------------

/**
 * Every demo product's picture: its file name (without .svg), its category's background, what it
 * is (the picture's accessible name), the drawing, and its close-up: the point of the drawing it
 * centres on and how much nearer it is.
 */
export const productPictures = [
  { file: 'cs-185', bg: 'circular', label: 'Kerfline CS-185 circular saw', draw: () => circularSaw({ model: 'CS-185', r: 58 }), closeUp: [180, 150, 1.6] },
  { file: 'ms-305', bg: 'mitre', label: 'Kerfline MS-305 sliding compound mitre saw', draw: () => mitreSaw({ model: 'MS-305', r: 66, slide: 'rails' }), closeUp: [200, 150, 1.6] },
  { file: 'js-90', bg: 'jig', label: 'Kerfline JS-90 orbital jigsaw', draw: () => jigSaw({ model: 'JS-90' }), closeUp: [180, 160, 1.7] },
  { file: 'ts-254', bg: 'table', label: 'Kerfline TS-254 jobsite table saw', draw: () => tableSaw({ model: 'TS-254' }), closeUp: [190, 150, 1.6] },
  { file: 'bs-350', bg: 'band', label: 'Kerfline BS-350 benchtop band saw', draw: () => bandSaw({ model: 'BS-350' }), closeUp: [170, 150, 1.5] },
  { file: 'rs-32', bg: 'recip', label: 'Kerfline RS-32 reciprocating saw', draw: () => recipSaw({ model: 'RS-32' }), closeUp: [130, 150, 1.8] },
  { file: 'framing-blade-24t', bg: 'blade', label: 'Kerfline 24T framing blades, pack of three', draw: () => bladePack({ label: '7-1/4" FRAMING × 3' }), closeUp: [270, 150, 1.8] },
  { file: 'finish-blade-80t', bg: 'blade', label: 'Kerfline 80T fine-finish mitre blade', draw: () => singleBlade({ label: '80T 12"', teeth: 80, vents: 4 }), closeUp: [250, 100, 2] },
  { file: 'recip-blade-set', bg: 'blade', label: 'Kerfline bi-metal reciprocating blade set, 12 blades in a case', draw: () => recipBladeCase(), closeUp: [200, 150, 1.7] },
  { file: 'ccs-18', bg: 'circular', label: 'Kerfline CCS-18 cordless circular saw', draw: () => circularSaw({ model: 'CCS-18', r: 50, cordless: true }), closeUp: [225, 150, 1.6] },
  { file: 'cs-235', bg: 'circular', label: 'Kerfline CS-235 worm-drive circular saw', draw: () => circularSaw({ model: 'CS-235', r: 66, worm: true }), closeUp: [250, 140, 1.6] },
  { file: 'tcs-165', bg: 'circular', label: 'Kerfline TCS-165 track saw on its guide rail', draw: () => trackSaw({ model: 'TCS-165' }), closeUp: [200, 160, 1.6] },
  { file: 'ms-254', bg: 'mitre', label: 'Kerfline MS-254 compact mitre saw', draw: () => mitreSaw({ model: 'MS-254', r: 58 }), closeUp: [200, 150, 1.6] },
  { file: 'ms-216', bg: 'mitre', label: 'Kerfline MS-216 cordless sliding mitre saw', draw: () => mitreSaw({ model: 'MS-216', r: 54, slide: 'rails', cordless: true }), closeUp: [220, 130, 1.6] },
  { file: 'ms-355', bg: 'mitre', label: 'Kerfline MS-355 axial-glide mitre saw', draw: () => mitreSaw({ model: 'MS-355', r: 72, slide: 'axial' }), closeUp: [250, 140, 1.6] },
  { file: 'js-18', bg: 'jig', label: 'Kerfline JS-18 cordless barrel-grip jigsaw', draw: () => jigSaw({ model: 'JS-18', grip: 'barrel', cordless: true }), closeUp: [200, 160, 1.6] },
  { file: 'js-60', bg: 'jig', label: 'Kerfline JS-60 compact jigsaw', draw: () => jigSaw({ model: 'JS-60', scale: 0.8 }), closeUp: [210, 180, 1.8] },
  { file: 'js-120', bg: 'jig', label: 'Kerfline JS-120 heavy-duty jigsaw', draw: () => jigSaw({ model: 'JS-120', scale: 1.12, dustPort: true }), closeUp: [180, 150, 1.5] },
  { file: 'ts-210', bg: 'table', label: 'Kerfline TS-210 compact table saw', draw: () => tableSaw({ model: 'TS-210', kind: 'compact' }), closeUp: [200, 150, 1.6] },
  { file: 'ts-315', bg: 'table', label: 'Kerfline TS-315 cabinet table saw', draw: () => tableSaw({ model: 'TS-315', kind: 'cabinet' }), closeUp: [200, 150, 1.5] },
  { file: 'ts-254c', bg: 'table', label: 'Kerfline TS-254C cordless table saw', draw: () => tableSaw({ model: 'TS-254C', cordless: true }), closeUp: [240, 150, 1.5] },
  { file: 'bs-230', bg: 'band', label: 'Kerfline BS-230 bench band saw', draw: () => bandSaw({ model: 'BS-230', size: 'small' }), closeUp: [190, 170, 1.7] },
  { file: 'bs-500', bg: 'band', label: 'Kerfline BS-500 floor band saw', draw: () => bandSaw({ model: 'BS-500', size: 'floor' }), closeUp: [190, 140, 1.5] },
  { file: 'pbs-18', bg: 'band', label: 'Kerfline PBS-18 cordless portable band saw', draw: () => bandSaw({ model: 'PBS-18', size: 'portable' }), closeUp: [200, 130, 1.6] },
  { file: 'rs-18', bg: 'recip', label: 'Kerfline RS-18 cordless reciprocating saw', draw: () => recipSaw({ model: 'RS-18', length: 0.9, cordless: true }), closeUp: [280, 170, 1.6] },
  { file: 'rs-12', bg: 'recip', label: 'Kerfline RS-12 one-hand pruning saw', draw: () => recipSaw({ model: 'RS-12', pruning: true }), closeUp: [140, 150, 1.7] },
  { file: 'plywood-blade-60t', bg: 'blade', label: 'Kerfline 60T plywood blade', draw: () => singleBlade({ label: '60T 10"', teeth: 60, plate: '#cbd5e1', rim: '#64748b' }), closeUp: [250, 100, 2] },
  { file: 'band-saw-blades', bg: 'blade', label: 'Kerfline band saw blades, pack of three', draw: () => bandBladePack(), closeUp: [200, 130, 1.5] },
  { file: 'jig-saw-blade-set', bg: 'blade', label: 'Kerfline jigsaw blade set, 40 blades in a clip case', draw: () => jigBladeCase(), closeUp: [150, 120, 1.8] },
  { file: 'guide-rail', bg: 'blade', label: 'Kerfline guide rail, 1.4 metres', draw: () => guideRail(), closeUp: [150, 180, 1.8] },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The viewBox of a close-up: `zoom` times nearer, centred on (x, y). */
function closeUpBox([x, y, zoom]) {
  const w = 400 / zoom;
  const h = 300 / zoom;
  return `${n(x - w / 2)} ${n(y - h / 2)} ${n(w)} ${n(h)}`;
}

function document(picture, viewBox, label) {
  const [from, to] = backgrounds[picture.bg];
  // Each file's own gradient id: the pictures may one day be inlined side by side.
  const id = `bg-${picture.file}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="400" height="300" role="img" aria-label="${escape(label)}">\n` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>\n` +
    `<rect x="-400" y="-300" width="1200" height="900" fill="url(#${id})"/>${picture.draw()}</svg>\n`
  );
}

/** Every picture file (name → SVG text): the product, then its close-up. */
export function drawProductPictures() {
  const files = new Map();
  for (const picture of productPictures) {
    files.set(`${picture.file}.svg`, document(picture, '0 0 400 300', picture.label));
    files.set(`${picture.file}-detail.svg`, document(picture, closeUpBox(picture.closeUp), `${picture.label}, close-up`));
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = fileURLToPath(new URL('../apps/web/public/images/products/', import.meta.url));
  for (const [name, svg] of drawProductPictures()) fs.writeFileSync(path.join(dir, name), svg);
  console.log(`${productPictures.length * 2} pictures written to ${path.relative(process.cwd(), dir)}`);
}
