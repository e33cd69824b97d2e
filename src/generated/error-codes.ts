// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.

/** Every code of openapi.json (`x-sdk.errorCodes`), with its status and type. */
export const ERROR_CODES = {
  missing_api_key: [401, "authentication_error"],
  invalid_api_key: [401, "authentication_error"],
  plan_required: [403, "permission_error"],
  test_key_not_allowed: [403, "permission_error"],
  scope_required: [403, "permission_error"],
  verified_coach_required: [403, "permission_error"],
  tier_required: [403, "permission_error"],
  alert_limit_reached: [403, "permission_error"],
  budget_exceeded: [402, "billing_error"],
  invalid_parameter: [400, "invalid_request_error"],
  invalid_cursor: [400, "invalid_request_error"],
  not_found: [404, "invalid_request_error"],
  monthly_quota_exceeded: [429, "rate_limit_error"],
  rate_limit_exceeded: [429, "rate_limit_error"],
  internal_error: [500, "api_error"],
  service_unavailable: [503, "api_error"],
} as const satisfies Record<string, readonly [number, string]>;
