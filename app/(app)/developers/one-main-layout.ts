/**
 * A swagger-ui layout for a page that already has its `<main>`: swagger-ui's own layout
 * (BaseLayout, swagger-ui-dist 5) wraps the operations in a second `<main>` landmark. This is the
 * same layout with the operations in a labelled region instead. It is built with swagger-ui's own
 * React (handed to plugins), never the page's, because the renderer bundles its own copy.
 */

type Element = unknown;
type Props = Record<string, unknown> | null;

interface SwaggerReact {
  createElement(type: unknown, props?: Props, ...children: unknown[]): Element;
}

interface SpecSelectors {
  loadingStatus(): string;
  isSwagger2(): boolean;
  isOAS3(): boolean;
  isOAS31(): boolean;
  isOAS32?(): boolean;
  servers(): { size: number } | undefined;
  schemes(): { size: number } | undefined;
  securityDefinitions(): unknown;
}

interface LayoutProps {
  getComponent(name: string, container?: boolean): unknown;
  specSelectors: SpecSelectors;
}

/** The layout's name for swagger-ui's `layout` option. */
export const ONE_MAIN_LAYOUT = "PitchsideLayout";

/** The plugin that adds the layout: `plugins: [oneMainLayoutPlugin]`. */
export function oneMainLayoutPlugin(system: { React: SwaggerReact }) {
  const h = system.React.createElement;
  function PitchsideLayout({ getComponent, specSelectors: spec }: LayoutProps): Element {
    // Loading and failure states have no landmark: swagger-ui's own layout draws them.
    if (spec.loadingStatus() !== "success") return h(getComponent("BaseLayout", true));
    const c = (name: string, container = false) => getComponent(name, container);
    const [Row, Col, Errors] = [c("Row"), c("Col"), c("errors", true)];
    const oas31 = spec.isOAS31() || (spec.isOAS32?.() ?? false);
    const servers = (spec.servers()?.size ?? 0) > 0;
    const schemes = (spec.schemes()?.size ?? 0) > 0;
    const security = !!spec.securityDefinitions();
    const full = (child: Element) => h(Row, null, h(Col, { mobile: 12, desktop: 12 }, child));
    return h(
      "div",
      { className: "swagger-ui" },
      h(c("SvgAssets")),
      h(
        c("VersionPragmaFilter"),
        {
          isSwagger2: spec.isSwagger2(),
          isOAS3: spec.isOAS3(),
          isOAS31: spec.isOAS31(),
          isOAS32: spec.isOAS32?.() ?? false,
          alsoShow: h(Errors),
        },
        h(Errors),
        h(
          Row,
          { className: "information-container" },
          h(Col, { mobile: 12 }, h(c("InfoContainer", true))),
        ),
        servers || schemes || security
          ? h(
              "div",
              { className: "scheme-container" },
              h(
                Col,
                { className: "schemes wrapper", mobile: 12 },
                servers || schemes
                  ? h(
                      "div",
                      { className: "schemes-server-container" },
                      servers ? h(c("ServersContainer", true)) : null,
                      schemes ? h(c("SchemesContainer", true)) : null,
                    )
                  : null,
                security ? h(c("AuthorizeBtnContainer", true)) : null,
              ),
            )
          : null,
        h(c("FilterContainer", true)),
        h(
          "section",
          {
            id: "operations",
            "aria-label": "Operations",
            tabIndex: -1,
            style: { outline: "none" },
          },
          full(h(c("operations", true))),
          oas31 ? full(h(c("Webhooks", true))) : null,
          full(h(c("Models", true))),
        ),
      ),
    );
  }
  return { components: { [ONE_MAIN_LAYOUT]: PitchsideLayout } };
}
