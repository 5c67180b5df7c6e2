-- data-safe: login_attempts held only short-lived sign-in failure counts (kept 15 minutes to a day); the rate_limits counters replace them.
DROP TABLE "login_attempts" CASCADE;
