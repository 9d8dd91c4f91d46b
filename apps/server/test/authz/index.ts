// The authorization matrix's harness: the case type the modules' `<feature>.authz.ts` files use (and upload
// helpers for them); test/authz-matrix.test.ts drives them through test/authz/harness.ts.
export * from './authz-case';
export * from './uploads';
export * from './socket-authz-case';
