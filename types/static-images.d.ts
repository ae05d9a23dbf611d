// Static image imports (next/image), typed before `next build` writes next-env.d.ts: the
// typecheck runs first on a fresh clone.
/// <reference types="next/image-types/global" />
