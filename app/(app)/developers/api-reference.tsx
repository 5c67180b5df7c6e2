"use client";

import { useEffect, useRef, useState } from "react";
import { ONE_MAIN_LAYOUT, oneMainLayoutPlugin } from "./one-main-layout";

/** The renderer's global, defined by swagger-ui-bundle.js. */
type SwaggerUIBundle = (options: Record<string, unknown>) => unknown;
declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUIBundle;
  }
}

const ASSETS = "/developers/swagger-ui";
const DOCUMENT_URL = "/api/openapi.json";

/** Adds the renderer's script once (a script added by a trusted script passes the strict CSP). */
function loadRenderer(): Promise<SwaggerUIBundle> {
  if (window.SwaggerUIBundle) return Promise.resolve(window.SwaggerUIBundle);
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>("script[data-swagger-ui]");
    if (!script) {
      script = document.createElement("script");
      script.src = `${ASSETS}/swagger-ui-bundle.js`;
      script.async = true;
      script.dataset.swaggerUi = "";
      document.head.appendChild(script);
    }
    script.addEventListener("load", () =>
      window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : reject(new Error("no renderer")),
    );
    script.addEventListener("error", () => reject(new Error("renderer not loaded")));
  });
}

/** The API reference: swagger-ui-dist, served by the app, rendering the generated document. */
export function ApiReference() {
  const root = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadRenderer()
      .then((render) => {
        if (cancelled || !root.current) return;
        render({
          url: DOCUMENT_URL,
          domNode: root.current,
          // The page's shell already has the one <main>; the operations go in a region instead.
          plugins: [oneMainLayoutPlugin],
          layout: ONE_MAIN_LAYOUT,
          deepLinking: true,
          docExpansion: "none",
          // No call to the public validator service: the page works offline.
          validatorUrl: null,
          // Trying requests from here would send the session cookie to the API as the reader.
          supportedSubmitMethods: ["get"],
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <>
      <link rel="stylesheet" href={`${ASSETS}/swagger-ui.css`} />
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          The API reference could not be loaded. The description is at{" "}
          <a className="underline" href={DOCUMENT_URL}>
            {DOCUMENT_URL}
          </a>
          .
        </p>
      ) : null}
      <div
        ref={root}
        className="api-reference rounded-md bg-white text-black"
        data-testid="api-reference"
      />
    </>
  );
}
