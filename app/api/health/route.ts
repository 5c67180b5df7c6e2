// GET /api/health — readiness: the database answers and migrations are applied (200), or what is
// unavailable (503). Not declared with route(): the wrapper waits for the migrations first, which
// would turn a database that is down into a 500 instead of the 503 that says so.
import { healthAnswer } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export const GET = () => healthAnswer();
