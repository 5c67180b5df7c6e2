// Validates an OpenAPI document file with @seriousme/openapi-schema-validator (an ES module,
// which the Jest runtime cannot load): prints { valid, version, errors } as JSON.
//   node tests/support/validate-openapi.mjs <file.json>
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";

const validator = new Validator();
const result = await validator.validate(JSON.parse(readFileSync(process.argv[2], "utf8")));
console.log(
  JSON.stringify({
    valid: result.valid,
    version: validator.version,
    errors: result.errors ?? null,
  }),
);
