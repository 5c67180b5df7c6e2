import { shade } from "./colors";
import { logoAreaRect, type LogoArea, type SceneTemplate } from "./types";

/** Inside a hospitality suite: course views through the windows, the logo above the bar. */

const AREA: LogoArea = { x: 432, y: 150, width: 336, height: 150 };

function windowView(x: number, width: number): string {
  const right = x + width;
  return `<rect x="${x}" y="96" width="${width}" height="330" fill="url(#view)"/>
<path d="M${x} 330 C ${x + width * 0.3} 300 ${x + width * 0.6} 320 ${right} 300 L${right} 426 L${x} 426 Z" fill="#6fae55"/>
<path d="M${x} 370 C ${x + width * 0.4} 350 ${x + width * 0.7} 365 ${right} 350 L${right} 426 L${x} 426 Z" fill="#4f9440"/>
<ellipse cx="${x + width * 0.55}" cy="352" rx="34" ry="6" fill="#a4dc80"/>
<g fill="#2f6b3a"><circle cx="${x + 30}" cy="322" r="22"/><circle cx="${x + 62}" cy="316" r="18"/><circle cx="${right - 40}" cy="300" r="24"/></g>
<rect x="${x}" y="96" width="${width}" height="330" fill="none" stroke="#3a2b20" stroke-width="10"/>
<rect x="${x + width / 2 - 4}" y="96" width="8" height="330" fill="#3a2b20"/>
<rect x="${x}" y="96" width="${width}" height="330" fill="#ffffff" opacity="0.06"/>`;
}

function pendant(x: number): string {
  return `<line x1="${x}" y1="0" x2="${x}" y2="58" stroke="#5a4a3c" stroke-width="2"/>
<path d="M${x - 22} 76 L${x + 22} 76 L${x + 14} 58 L${x - 14} 58 Z" fill="#2b2b2b"/>
<ellipse cx="${x}" cy="80" rx="40" ry="14" fill="#ffe6a8" opacity="0.35"/>`;
}

function render(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3ece2"/><stop offset="1" stop-color="#e4d8c8"/></linearGradient>
<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0ee"/><stop offset="1" stop-color="#e8f4fa"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a6b47"/><stop offset="1" stop-color="#6d4a31"/></linearGradient>
<linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a3e2b"/><stop offset="1" stop-color="#3f2b1e"/></linearGradient>
<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf8f3"/><stop offset="1" stop-color="#f1ebe2"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#wall)"/>
${windowView(40, 330)}
${windowView(830, 330)}
<rect x="404" y="122" width="392" height="206" rx="6" fill="${shade(brand, -0.25)}"/>
<rect x="416" y="134" width="368" height="182" rx="4" fill="url(#panel)"/>
${logoAreaRect(AREA, 1)}
${pendant(300)}${pendant(600)}${pendant(900)}
<rect y="600" width="1200" height="200" fill="url(#floor)"/>
<g stroke="#5b3d28" stroke-width="2" opacity="0.5"><line x1="0" y1="640" x2="1200" y2="640"/><line x1="0" y1="690" x2="1200" y2="690"/><line x1="0" y1="750" x2="1200" y2="750"/></g>
<rect x="300" y="470" width="600" height="150" fill="url(#bar)"/>
<rect x="290" y="456" width="620" height="20" rx="4" fill="#efe9e1"/>
<rect x="300" y="600" width="600" height="6" fill="${brand}"/>
<g fill="#ffffff" opacity="0.85"><rect x="360" y="420" width="10" height="36" rx="3"/><rect x="392" y="428" width="12" height="28" rx="3"/><rect x="806" y="424" width="10" height="32" rx="3"/></g>
<ellipse cx="150" cy="690" rx="120" ry="30" fill="#ffffff"/><rect x="34" y="690" width="232" height="80" fill="#f4f1ec"/>
<ellipse cx="1050" cy="690" rx="120" ry="30" fill="#ffffff"/><rect x="934" y="690" width="232" height="80" fill="#f4f1ec"/>
<g fill="${brand}" opacity="0.9"><circle cx="120" cy="682" r="8"/><circle cx="1080" cy="682" r="8"/></g>
</svg>`;
}

export const hospitalitySuiteScene: SceneTemplate = {
  key: "hospitality-suite",
  title: "Hospitality suite",
  logoAreas: [AREA],
  render,
};
