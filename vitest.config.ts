import { defineConfig } from "vitest/config";

/**
 * Two projects over the same integration tests: "sqlite" (the default,
 * run by `npm test`) and "postgres" (run by `npm run test:postgres` with
 * TEST_DATABASE_URL pointing at a server). tests/helpers/database.ts picks the
 * database from the project.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __APP_ORIGIN__: JSON.stringify("http://localhost:3000") },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: [
            "tests/unit/**/*.test.{ts,tsx}",
            "tests/integration/**/*.test.ts",
          ],
          env: { TEST_DATABASE: "sqlite" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DATABASE: "postgres" },
        },
      },
    ],
    // s3rver, the tests' S3 (tests/helpers/s3-server.ts), seals the
    // continuation token of a ListObjectsV2 page with DES, which OpenSSL 3
    // keeps in its legacy provider: without it a listing of more than a page
    // fails with InternalError (tests/integration/orphan-sweep.test.ts).
    execArgv: ["--openssl-legacy-provider"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
