import { shade } from "./colors";
import { logoAreaRect, type LogoArea, type SceneTemplate } from "./types";

/** The main leaderboard with a "presented by" header panel, fans in front of it. */

const AREA: LogoArea = { x: 330, y: 118, width: 540, height: 112 };
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

const ROWS: readonly [string, string, string][] = [
  ["1", "M. ALVAREZ", "-14"],
  ["2", "J. OKAFOR", "-12"],
  ["T3", "K. TANAKA", "-11"],
  ["T3", "R. LINDQVIST", "-11"],
  ["5", "D. MORENO", "-9"],
  ["6", "S. PATEL", "-8"],
  ["7", "T. BRENNAN", "-7"],
];

function rows(): string {
  return ROWS.map(([pos, name, score], i) => {
    const y = 312 + i * 44;
    const band = i % 2 === 0 ? "#173f31" : "#12362a";
    return `<rect x="268" y="${y}" width="664" height="44" fill="${band}"/>
<text x="300" y="${y + 30}" font-family="${FONT}" font-size="22" fill="#e8f0ec" font-weight="bold">${pos}</text>
<text x="380" y="${y + 30}" font-family="${FONT}" font-size="22" fill="#ffffff" letter-spacing="1">${name}</text>
<text x="900" y="${y + 30}" font-family="${FONT}" font-size="22" fill="#ff6b5e" font-weight="bold" text-anchor="end">${score}</text>`;
  }).join("");
}

function crowd(): string {
  const colors = [
    "#2d3e50",
    "#7a4b3a",
    "#c9a27e",
    "#3b5b7a",
    "#8c8c8c",
    "#a23b3b",
    "#f2efe9",
    "#4a6b3a",
  ];
  const out: string[] = [];
  for (let i = 0; i < 34; i++) {
    const x = 10 + i * 36 + ((i * 13) % 9);
    const y = 700 + ((i * 29) % 26);
    const color = colors[(i * 5) % colors.length] ?? "#2d3e50";
    out.push(
      `<rect x="${x - 16}" y="${y + 14}" width="34" height="120" rx="14" fill="${color}"/><circle cx="${x + 1}" cy="${y}" r="15" fill="#e0b792"/>`,
    );
  }
  return out.join("");
}

function render(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#86c1e8"/><stop offset="1" stop-color="#e6f3fa"/></linearGradient>
<linearGradient id="frame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4a3a"/><stop offset="1" stop-color="#0f2e23"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<path d="M0 520 C 220 470 420 500 640 480 S 1000 470 1200 500 L1200 800 L0 800 Z" fill="#3c7a3a"/>
<g fill="#2c6234"><circle cx="60" cy="500" r="60"/><circle cx="150" cy="480" r="70"/><circle cx="1080" cy="480" r="72"/><circle cx="1170" cy="500" r="58"/></g>
<rect x="560" y="640" width="24" height="90" fill="#3e4349"/><rect x="616" y="640" width="24" height="90" fill="#3e4349"/>
<rect x="240" y="92" width="720" height="556" rx="8" fill="url(#frame)"/>
<rect x="300" y="108" width="600" height="132" rx="6" fill="#ffffff"/>
${logoAreaRect(AREA, 1)}
<rect x="268" y="256" width="664" height="48" fill="${brand}"/>
<rect x="268" y="300" width="664" height="4" fill="${shade(brand, -0.35)}"/>
<text x="600" y="289" font-family="${FONT}" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle" letter-spacing="6">LEADERBOARD</text>
${rows()}
${crowd()}
</svg>`;
}

export const leaderboardScene: SceneTemplate = {
  key: "leaderboard",
  title: "Leaderboard",
  logoAreas: [AREA],
  render,
};
