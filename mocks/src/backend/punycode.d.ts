// `punycode` ships no types; this is the one function the server uses (RFC 3492 decoding of an A-label's tail).
declare module 'punycode/punycode.js' {
  const punycode: { decode(input: string): string };
  export default punycode;
}
