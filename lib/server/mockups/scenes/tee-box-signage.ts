import { shade } from "./colors";
import { logoAreaRect, type LogoArea, type SceneTemplate } from "./types";

/** A tee box in the foreground, the fairway running to a distant green, a sign board on the right. */

const AREA: LogoArea = { x: 755, y: 318, width: 330, height: 142 };

function trees(y: number, from: number, to: number, step: number, color: string): string {
  const out: string[] = [];
  for (let x = from, i = 0; x <= to; x += step, i++) {
    const r = 26 + ((i * 37) % 17);
    out.push(`<circle cx="${x}" cy="${y - (i % 3) * 6}" r="${r}" fill="${color}"/>`);
  }
  return out.join("");
}

function stripes(): string {
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = i * 100;
    out.push(`<rect x="${x}" y="640" width="50" height="160" fill="#ffffff" opacity="0.05"/>`);
  }
  return out.join("");
}

function render(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fbce6"/><stop offset="1" stop-color="#e3f1f9"/></linearGradient>
<linearGradient id="fairway" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cc466"/><stop offset="1" stop-color="#4e9b3b"/></linearGradient>
<linearGradient id="rough" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4d8a3c"/><stop offset="1" stop-color="#2f6a2a"/></linearGradient>
<linearGradient id="tee" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#66b24a"/><stop offset="1" stop-color="#3f8b31"/></linearGradient>
<linearGradient id="board" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<g fill="#ffffff" opacity="0.75"><ellipse cx="210" cy="120" rx="120" ry="24"/><ellipse cx="290" cy="104" rx="76" ry="22"/><ellipse cx="880" cy="86" rx="150" ry="22"/><ellipse cx="980" cy="72" rx="80" ry="18"/></g>
<path d="M0 350 C 200 300 380 330 560 312 S 900 292 1200 332 L1200 420 L0 420 Z" fill="#7aa58a" opacity="0.75"/>
${trees(378, 10, 1190, 44, "#2f6b3a")}
${trees(392, 30, 1170, 58, "#275c31")}
<rect y="392" width="1200" height="408" fill="url(#rough)"/>
<path d="M566 392 L636 392 L1010 800 L160 800 Z" fill="url(#fairway)"/>
<path d="M600 392 L636 392 L820 800 L585 800 Z" fill="#ffffff" opacity="0.06"/>
<ellipse cx="601" cy="398" rx="46" ry="8" fill="#9bd27a"/>
<line x1="606" y1="360" x2="606" y2="398" stroke="#ffffff" stroke-width="2"/>
<path d="M606 360 L624 365 L606 371 Z" fill="${brand}"/>
<path d="M0 620 L1200 620 L1200 800 L0 800 Z" fill="url(#tee)"/>
${stripes()}
<circle cx="430" cy="700" r="15" fill="${brand}"/><circle cx="426" cy="695" r="5" fill="#ffffff" opacity="0.5"/>
<circle cx="690" cy="700" r="15" fill="${brand}"/><circle cx="686" cy="695" r="5" fill="#ffffff" opacity="0.5"/>
<ellipse cx="920" cy="668" rx="210" ry="16" fill="#1f4a1d" opacity="0.35"/>
<rect x="762" y="500" width="16" height="170" fill="#5b6068"/><rect x="1062" y="500" width="16" height="170" fill="#5b6068"/>
<rect x="728" y="292" width="384" height="222" rx="10" fill="url(#board)" stroke="#cfd6dd" stroke-width="3"/>
${logoAreaRect(AREA, 1)}
<rect x="728" y="470" width="384" height="44" fill="${brand}"/>
<rect x="728" y="470" width="384" height="4" fill="${shade(brand, -0.3)}"/>
<text x="920" y="499" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="19" font-weight="bold" fill="#ffffff" text-anchor="middle" letter-spacing="2">HOLE 7 · PAR 4 · 418 YDS</text>
</svg>`;
}

export const teeBoxSignageScene: SceneTemplate = {
  key: "tee-box-signage",
  title: "Tee-box signage",
  logoAreas: [AREA],
  render,
};
