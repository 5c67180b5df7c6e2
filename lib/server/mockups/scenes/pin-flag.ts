import { shade } from "./colors";
import { logoAreaRect, type LogoArea, type SceneTemplate } from "./types";

/** A close view of a pin flag on a putting green, soft trees behind. */

const AREA: LogoArea = { x: 425, y: 196, width: 345, height: 190 };

function render(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0ee"/><stop offset="1" stop-color="#eaf5fb"/></linearGradient>
<radialGradient id="green" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="#8fd06c"/><stop offset="1" stop-color="#4c9a3a"/></radialGradient>
<linearGradient id="pole" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f4f4"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#c9c9c9"/></linearGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f7f7f5"/><stop offset="1" stop-color="#e9e9e6"/></linearGradient>
<radialGradient id="t1"><stop offset="0.55" stop-color="#3d7a45"/><stop offset="1" stop-color="#3d7a45" stop-opacity="0"/></radialGradient>
<radialGradient id="t2"><stop offset="0.55" stop-color="#2f6a3a"/><stop offset="1" stop-color="#2f6a3a" stop-opacity="0"/></radialGradient>
<radialGradient id="t3"><stop offset="0.55" stop-color="#386f40"/><stop offset="1" stop-color="#386f40" stop-opacity="0"/></radialGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f9e4a" stop-opacity="0"/><stop offset="0.4" stop-color="#5f9e4a"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<ellipse cx="100" cy="420" rx="300" ry="230" fill="url(#t1)"/>
<ellipse cx="480" cy="470" rx="320" ry="190" fill="url(#t2)"/>
<ellipse cx="860" cy="430" rx="340" ry="230" fill="url(#t3)"/>
<ellipse cx="1140" cy="460" rx="260" ry="200" fill="url(#t2)"/>
<rect x="0" y="470" width="1200" height="150" fill="url(#band)"/>
<path d="M0 560 C 300 520 900 520 1200 560 L1200 800 L0 800 Z" fill="url(#green)"/>
<path d="M0 640 C 320 600 880 600 1200 640 L1200 700 C 880 660 320 660 0 700 Z" fill="#ffffff" opacity="0.05"/>
<ellipse cx="386" cy="712" rx="30" ry="9" fill="#1e3b17"/>
<ellipse cx="386" cy="709" rx="30" ry="6" fill="#2b4d22"/>
<rect x="380" y="150" width="12" height="562" fill="url(#pole)"/>
<circle cx="386" cy="148" r="8" fill="#ffffff"/>
<path d="M392 162 C 500 140 620 186 810 160 L810 440 C 620 466 500 420 392 442 Z" fill="url(#cloth)" stroke="#d7d7d2" stroke-width="2"/>
${logoAreaRect(AREA, 1)}
<path d="M784 164 C 792 163 801 162 810 160 L810 440 C 801 441 792 442 784 443 Z" fill="${brand}"/>
<path d="M392 162 C 500 140 620 186 810 160 L810 168 C 620 194 500 148 392 170 Z" fill="${shade(brand, -0.2)}" opacity="0.9"/>
<ellipse cx="560" cy="720" rx="220" ry="14" fill="#1f4a1d" opacity="0.18"/>
</svg>`;
}

export const pinFlagScene: SceneTemplate = {
  key: "pin-flag",
  title: "Pin flag",
  logoAreas: [AREA],
  render,
};
