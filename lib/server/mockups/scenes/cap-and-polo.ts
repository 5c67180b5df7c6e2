import { shade } from "./colors";
import { logoAreaRect, type LogoArea, type SceneTemplate } from "./types";

/** A tournament polo and cap laid out on a studio backdrop: logo on the chest and the cap front. */

const CHEST: LogoArea = { x: 534, y: 246, width: 124, height: 84 };
const CAP: LogoArea = { x: 852, y: 404, width: 170, height: 84 };

function polo(brand: string): string {
  return `<path d="M300 180 L380 150 C 410 190 470 200 500 200 C 530 200 590 190 620 150 L700 180 L800 300 L720 360 L680 320 L680 690 C 600 706 400 706 320 690 L320 320 L280 360 L200 300 Z" fill="url(#shirt)" stroke="#d9dde2" stroke-width="2"/>
<path d="M380 150 C 410 190 470 200 500 200 C 530 200 590 190 620 150 L600 142 C 570 176 530 186 500 186 C 470 186 430 176 400 142 Z" fill="${brand}"/>
<path d="M480 200 L520 200 L516 300 L484 300 Z" fill="#eef1f4" stroke="#d9dde2" stroke-width="1.5"/>
<g fill="#cfd4da"><circle cx="500" cy="226" r="4"/><circle cx="500" cy="254" r="4"/><circle cx="500" cy="282" r="4"/></g>
<path d="M200 300 L280 360 L290 348 L212 290 Z" fill="${brand}"/>
<path d="M800 300 L720 360 L710 348 L788 290 Z" fill="${brand}"/>
<path d="M320 660 C 400 676 600 676 680 660 L680 690 C 600 706 400 706 320 690 Z" fill="#000000" opacity="0.04"/>`;
}

function cap(brand: string): string {
  return `<ellipse cx="940" cy="560" rx="190" ry="40" fill="#000000" opacity="0.08"/>
<path d="M800 520 C 800 420 860 360 940 360 C 1020 360 1080 420 1080 520 Z" fill="url(#crown)" stroke="#d5d9de" stroke-width="2"/>
<path d="M790 520 C 860 505 1020 505 1090 520 C 1070 560 1010 580 940 580 C 870 580 810 560 790 520 Z" fill="${brand}"/>
<path d="M800 520 C 860 508 1020 508 1080 520" fill="none" stroke="${shade(brand, -0.3)}" stroke-width="4"/>
<circle cx="940" cy="362" r="8" fill="${brand}"/>`;
}

function render(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<radialGradient id="studio" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#d9dee4"/></radialGradient>
<linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef0f3"/></linearGradient>
<linearGradient id="crown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9ecef"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#studio)"/>
<ellipse cx="500" cy="712" rx="260" ry="26" fill="#000000" opacity="0.07"/>
${polo(brand)}
${cap(brand)}
${logoAreaRect(CHEST, 1)}
${logoAreaRect(CAP, 2)}
</svg>`;
}

export const capAndPoloScene: SceneTemplate = {
  key: "cap-and-polo",
  title: "Cap and polo",
  logoAreas: [CHEST, CAP],
  render,
};
