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
const esmOnlyPackages = ['graphql-upload', 'fs-capacitor', 'jose', 'fractional-indexing', 'openid-client', 'oauth4webapi', '@apidevtools/json-schema-ref-parser'];
const clientEsmOnlyPackages = ['react-dnd', 'react-dnd-html5-backend', 'dnd-core', '@react-dnd', 'fractional-indexing', 'apollo-upload-client', 'extract-files', 'is-plain-obj'];

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
      // Components render into a DOM (React Testing Library); pure modules run there just as well.
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      transform: { '^.+\\.(ts|tsx|js|mjs)$': swcTransform },
      transformIgnorePatterns: [`/node_modules/(?!(${clientEsmOnlyPackages.join('|')})/)`],
      // CSS modules resolve to their class names, so components render with stable classes.
      moduleNameMapper: { '\\.css$': '<rootDir>/client/src/test/style-stub.cjs' },
      setupFiles: ['<rootDir>/client/src/test/dom-polyfills.cjs'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
    },
  ],
  testTimeout: 30_000,
};

export default config;
