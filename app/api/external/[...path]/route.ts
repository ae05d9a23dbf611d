// /api/external/* that names no operation – the API's JSON 404, whatever the method
import { failure } from "@/lib/api/respond";

const notFound = () => failure(404, "Not found.");

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
