import "server-only";
import { catalogueSponsorSchema, type CatalogueSponsor } from "@/lib/server/seed/catalogue-schema";
import airlines from "@/lib/server/seed/data/sponsors/airlines.json";
import automotive from "@/lib/server/seed/data/sponsors/automotive.json";
import bankingFinancialServices from "@/lib/server/seed/data/sponsors/banking-financial-services.json";
import beer from "@/lib/server/seed/data/sponsors/beer.json";
import consumerElectronics from "@/lib/server/seed/data/sponsors/consumer-electronics.json";
import energy from "@/lib/server/seed/data/sponsors/energy.json";
import fashionApparel from "@/lib/server/seed/data/sponsors/fashion-apparel.json";
import foodRestaurants from "@/lib/server/seed/data/sponsors/food-restaurants.json";
import golfEquipment from "@/lib/server/seed/data/sponsors/golf-equipment.json";
import healthWellness from "@/lib/server/seed/data/sponsors/health-wellness.json";
import healthcarePharmaceuticals from "@/lib/server/seed/data/sponsors/healthcare-pharmaceuticals.json";
import hotelsHospitality from "@/lib/server/seed/data/sponsors/hotels-hospitality.json";
import industrialManufacturing from "@/lib/server/seed/data/sponsors/industrial-manufacturing.json";
import insurance from "@/lib/server/seed/data/sponsors/insurance.json";
import logisticsShipping from "@/lib/server/seed/data/sponsors/logistics-shipping.json";
import luxuryWatches from "@/lib/server/seed/data/sponsors/luxury-watches.json";
import mediaEntertainment from "@/lib/server/seed/data/sponsors/media-entertainment.json";
import nonAlcoholicBeverages from "@/lib/server/seed/data/sponsors/non-alcoholic-beverages.json";
import professionalServices from "@/lib/server/seed/data/sponsors/professional-services.json";
import realEstateConstruction from "@/lib/server/seed/data/sponsors/real-estate-construction.json";
import retail from "@/lib/server/seed/data/sponsors/retail.json";
import sportswear from "@/lib/server/seed/data/sponsors/sportswear.json";
import technologySoftware from "@/lib/server/seed/data/sponsors/technology-software.json";
import telecommunications from "@/lib/server/seed/data/sponsors/telecommunications.json";
import travelTourism from "@/lib/server/seed/data/sponsors/travel-tourism.json";
import wealthAssetManagement from "@/lib/server/seed/data/sponsors/wealth-asset-management.json";
import wineSpirits from "@/lib/server/seed/data/sponsors/wine-spirits.json";

/**
 * The seeded sponsor catalogue, read straight from its JSON files. The AI layer falls back on it
 * for facts a database row may lack (brand colour, revenue source) and for same-industry
 * competitors when few are in the database yet.
 */
const FILES: readonly unknown[][] = [
  airlines,
  automotive,
  bankingFinancialServices,
  beer,
  consumerElectronics,
  energy,
  fashionApparel,
  foodRestaurants,
  golfEquipment,
  healthWellness,
  healthcarePharmaceuticals,
  hotelsHospitality,
  industrialManufacturing,
  insurance,
  logisticsShipping,
  luxuryWatches,
  mediaEntertainment,
  nonAlcoholicBeverages,
  professionalServices,
  realEstateConstruction,
  retail,
  sportswear,
  technologySoftware,
  telecommunications,
  travelTourism,
  wealthAssetManagement,
  wineSpirits,
];

let parsed: CatalogueSponsor[] | undefined;

export function catalogueSponsors(): readonly CatalogueSponsor[] {
  parsed ??= FILES.flat().map((entry) => catalogueSponsorSchema.parse(entry));
  return parsed;
}

/** The catalogue entry for a slug or, failing that, a name (ignoring case). */
export function findCatalogueSponsor(
  slug: string | null | undefined,
  name: string | null | undefined,
): CatalogueSponsor | undefined {
  const all = catalogueSponsors();
  const lowered = name?.trim().toLowerCase();
  return (
    (slug ? all.find((entry) => entry.slug === slug) : undefined) ??
    (lowered ? all.find((entry) => entry.name.toLowerCase() === lowered) : undefined)
  );
}
