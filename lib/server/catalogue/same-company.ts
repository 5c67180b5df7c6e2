import { domainOf, normalisedCompanyName, registrableDomain } from "@/lib/shared/company-identity";

/**
 * Finding the catalogue row that is the same company as an incoming one (a reference company, an
 * imported prospect, another row of the same file). The one rule:
 * 1. the same web domain is the same company, whatever the names;
 * 2. two known domains of different sites (registrable domains) are different companies
 *    ("Apex" at apex.com is not "APEX" at apex.io);
 * 3. otherwise the same normalised name is the same company, unless both rows name a home
 *    country and the countries differ ("Corona" the Mexican beer is not "Corona Corporation" of
 *    Japan, nor "KFC" of Louisville "KFC, Ltd." of Tokyo). A subdomain counts as its site
 *    ("Mercedes-Benz Group" at group.mercedes-benz.com is Mercedes-Benz at mercedes-benz.com).
 *    A row's known aliases (its legal name, the names sourced deals use) count as its names.
 */
export interface CompanyIdentity {
  name: string;
  /** A web address or bare domain; compared by `domainOf`. */
  domain: string | null;
  /** ISO-2 home country, when known. */
  country: string | null;
  /** Other names the company is known by (`sponsor_brands.aliases`), one per line. */
  aliases?: string | null;
}

export class SameCompanyIndex<T extends CompanyIdentity> {
  private readonly byDomain = new Map<string, T>();
  private readonly byName = new Map<string, T[]>();

  constructor(rows: Iterable<T> = []) {
    for (const row of rows) this.add(row);
  }

  add(row: T): void {
    const domain = domainOf(row.domain);
    if (domain && !this.byDomain.has(domain)) this.byDomain.set(domain, row);
    const names = new Set(
      [row.name, ...(row.aliases ?? "").split("\n")].map(normalisedCompanyName).filter(Boolean),
    );
    for (const name of names) this.byName.set(name, [...(this.byName.get(name) ?? []), row]);
  }

  /** The row that is the same company, or null. */
  find(company: CompanyIdentity): T | null {
    const domain = domainOf(company.domain);
    const byDomain = domain ? this.byDomain.get(domain) : undefined;
    if (byDomain) return byDomain;
    const site = domain ? registrableDomain(domain) : null;
    const name = normalisedCompanyName(company.name);
    const candidates = name ? (this.byName.get(name) ?? []) : [];
    return (
      candidates.find((row) => {
        const rowDomain = domainOf(row.domain);
        if (site && rowDomain && registrableDomain(rowDomain) !== site) return false;
        return !row.country || !company.country || row.country === company.country;
      }) ?? null
    );
  }
}
