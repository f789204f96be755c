/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "commonjs"}}
 */
import type { Config } from 'jest';

// SWC compiles TypeScript with the legacy decorators and metadata that type-graphql and TypeORM read.
const swcTransform: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that Jest (which cannot require() ESM on Node 20) must compile like our own code.
const esmOnlyPackages = ['graphql-upload', 'fs-capacitor', 'jose', 'fractional-indexing'];

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
      transform: { '^.+\\.(ts|js|mjs)$': swcTransform },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      modulePathIgnorePatterns: ['<rootDir>/server/dist'],
    },
    {
      displayName: 'client',
      testEnvironment: 'node',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      transform: { '^.+\\.(ts|tsx)$': swcTransform },
    },
  ],
  testTimeout: 30_000,
};

export default config;
