import { normalisedCompanyName } from "@/lib/shared/company-identity";

export interface CompanyKey {
  name: string;
  domain: string | null;
}

/**
 * Companies seen so far, found again by the rule of lib/shared/company-identity.ts: the same web
 * domain is the same company; without a domain on both sides, the same normalised name is. Two
 * names equal but for case are always the same brand (the catalogue keeps names unique that way).
 */
export class CompanyIndex<T> {
  private readonly byDomain = new Map<string, T>();
  private readonly byLowerName = new Map<string, T>();
  private readonly byName = new Map<string, { item: T; domain: string | null }[]>();

  add(company: CompanyKey, item: T): void {
    if (company.domain && !this.byDomain.has(company.domain))
      this.byDomain.set(company.domain, item);
    const lower = company.name.toLowerCase();
    if (!this.byLowerName.has(lower)) this.byLowerName.set(lower, item);
    const key = normalisedCompanyName(company.name);
    if (!key) return;
    const list = this.byName.get(key) ?? [];
    list.push({ item, domain: company.domain });
    this.byName.set(key, list);
  }

  find(company: CompanyKey): T | null {
    if (company.domain) {
      const byDomain = this.byDomain.get(company.domain);
      if (byDomain !== undefined) return byDomain;
    }
    const byLower = this.byLowerName.get(company.name.toLowerCase());
    if (byLower !== undefined) return byLower;
    const key = normalisedCompanyName(company.name);
    const candidates = key ? this.byName.get(key) : undefined;
    const same = candidates?.find((c) => !(c.domain && company.domain));
    return same ? same.item : null;
  }
}
