import { shade } from "./colors";
import { logoAreaRect, type LogoArea, type SceneTemplate } from "./types";

/** A full grandstand behind the 18th green with a long banner along its front rail. */

const AREA: LogoArea = { x: 380, y: 552, width: 440, height: 88 };
const SHIRTS = [
  "#f2efe9",
  "#2d3e50",
  "#c0392b",
  "#3b5b7a",
  "#e1b12c",
  "#7f8c8d",
  "#ffffff",
  "#16a085",
  "#8e44ad",
];
const SKIN = ["#e0b792", "#c68e65", "#8d5b3e", "#f1cfae"];

function crowd(): string {
  const out: string[] = [];
  for (let row = 0; row < 7; row++) {
    const y = 222 + row * 46;
    for (let i = 0; i < 30; i++) {
      const k = row * 31 + i;
      const x = 130 + i * 32 + (row % 2) * 16 + ((k * 7) % 6);
      out.push(
        `<rect x="${x - 12}" y="${y + 10}" width="24" height="26" rx="8" fill="${SHIRTS[(k * 5) % SHIRTS.length]}"/><circle cx="${x}" cy="${y + 2}" r="10" fill="${SKIN[(k * 3) % SKIN.length]}"/>`,
      );
    }
  }
  return out.join("");
}

function tiers(): string {
  const out: string[] = [];
  for (let row = 0; row < 7; row++) {
    const y = 258 + row * 46;
    out.push(`<rect x="110" y="${y}" width="980" height="10" fill="#9aa3ad"/>`);
  }
  return out.join("");
}

function flags(brand: string): string {
  return [180, 420, 660, 900, 1040]
    .map(
      (x) =>
        `<line x1="${x}" y1="96" x2="${x}" y2="150" stroke="#6b7280" stroke-width="3"/><path d="M${x} 98 L${x + 34} 106 L${x} 116 Z" fill="${brand}"/>`,
    )
    .join("");
}

function render(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fbbe4"/><stop offset="1" stop-color="#e6f2f9"/></linearGradient>
<linearGradient id="stand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9d0d7"/><stop offset="1" stop-color="#aab3bc"/></linearGradient>
<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6cb04f"/><stop offset="1" stop-color="#3f8b31"/></linearGradient>
<linearGradient id="banner" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f0f2f4"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
${flags(brand)}
<path d="M90 150 L1110 150 L1130 190 L70 190 Z" fill="${brand}"/>
<path d="M70 190 L1130 190 L1130 198 L70 198 Z" fill="${shade(brand, -0.35)}"/>
<rect x="100" y="198" width="1000" height="340" fill="url(#stand)"/>
${tiers()}
${crowd()}
<rect x="80" y="198" width="20" height="350" fill="#6b7280"/><rect x="1100" y="198" width="20" height="350" fill="#6b7280"/>
<rect y="600" width="1200" height="200" fill="url(#grass)"/>
<rect x="90" y="538" width="1020" height="118" rx="4" fill="url(#banner)" stroke="#cfd5db" stroke-width="2"/>
<rect x="90" y="538" width="250" height="118" fill="${brand}"/>
<rect x="860" y="538" width="250" height="118" fill="${brand}"/>
<g fill="#ffffff" opacity="0.14"><path d="M90 538 L200 538 L140 656 L90 656 Z"/><path d="M1110 538 L1000 538 L1060 656 L1110 656 Z"/></g>
${logoAreaRect(AREA, 1)}
<ellipse cx="600" cy="760" rx="520" ry="28" fill="#2f6a2a" opacity="0.35"/>
<g stroke="#f4f4f4" stroke-width="3"><line x1="0" y1="690" x2="1200" y2="690"/></g>
<g fill="#e8e8e8">${[60, 260, 460, 660, 860, 1060].map((x) => `<rect x="${x}" y="676" width="6" height="40"/>`).join("")}</g>
</svg>`;
}

export const grandstandBannerScene: SceneTemplate = {
  key: "grandstand-banner",
  title: "Grandstand banner",
  logoAreas: [AREA],
  render,
};
