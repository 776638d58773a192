// A software WebAuthn authenticator for the mock's node tests (the browser tests use Chromium's virtual one):
// an ES256 key per credential, `none` attestation, user presence and verification always set. It answers
// the options of the server as `navigator.credentials.create/get` would, as JSON.

type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  if (length < 65536) return [(major << 5) | 25, length >> 8, length & 0xff];
  throw new RangeError('too long for this encoder');
}

/** Just enough CBOR (RFC 8949) for a COSE key and a `none` attestation object. */
function cbor(value: CborValue): number[] {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)];
  return [
    ...head(5, value.size),
    ...[...value].flatMap(([key, item]) => [...cbor(key), ...cbor(item)]),
  ];
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

/** WebCrypto signs ECDSA as r‖s; WebAuthn wants ASN.1 DER. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const padded = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, padded.length]), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

interface Credential {
  id: Uint8Array;
  keys: CryptoKeyPair;
  counter: number;
  rpId: string;
}

export interface SoftAuthenticator {
  /**
   * `navigator.credentials.create({ publicKey: options })`, as JSON. `credentialId` (base64url) makes a new key
   * under an id that already exists somewhere, as a cloned or hostile authenticator could.
   */
  create(
    options: Record<string, unknown>,
    origin: string,
    credentialId?: string,
  ): Promise<Record<string, unknown>>;
  /** `navigator.credentials.get({ publicKey: options })`, as JSON; the first credential it holds for the site. */
  get(options: Record<string, unknown>, origin: string): Promise<Record<string, unknown>>;
}

export function createSoftAuthenticator(): SoftAuthenticator {
  const credentials: Credential[] = [];

  async function authenticatorData(
    rpId: string,
    flags: number,
    counter: number,
    attested?: Uint8Array,
  ) {
    const counterBytes = new Uint8Array([
      counter >>> 24,
      (counter >>> 16) & 255,
      (counter >>> 8) & 255,
      counter & 255,
    ]);
    return concat(
      await sha256(new TextEncoder().encode(rpId)),
      new Uint8Array([flags]),
      counterBytes,
      attested ?? new Uint8Array(),
    );
  }

  return {
    async create(options, origin, credentialId) {
      const rp = options.rp as { id: string };
      const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
        'sign',
        'verify',
      ]);
      const id = credentialId
        ? fromB64url(credentialId)
        : crypto.getRandomValues(new Uint8Array(16));
      credentials.push({ id, keys, counter: 0, rpId: rp.id });
      const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
      const coseKey = new Map<CborValue, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, fromB64url(jwk.x ?? '')],
        [-3, fromB64url(jwk.y ?? '')],
      ]);
      const attested = concat(
        new Uint8Array(16),
        new Uint8Array([0, id.length]),
        id,
        new Uint8Array(cbor(coseKey)),
      );
      // UP | UV | AT
      const authData = await authenticatorData(rp.id, 0x45, 0, attested);
      const attestationObject = new Uint8Array(
        cbor(
          new Map<CborValue, CborValue>([
            ['fmt', 'none'],
            ['attStmt', new Map()],
            ['authData', authData],
          ]),
        ),
      );
      const clientData = new TextEncoder().encode(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    async get(options, origin) {
      const rpId = String(options.rpId);
      const allowed = ((options.allowCredentials ?? []) as { id: string }[]).map(
        (entry) => entry.id,
      );
      const credential = credentials.find(
        (candidate) =>
          candidate.rpId === rpId &&
          (allowed.length === 0 || allowed.includes(b64url(candidate.id))),
      );
      if (!credential) throw new Error('no credential for this site');
      credential.counter += 1;
      // UP | UV
      const authData = await authenticatorData(rpId, 0x05, credential.counter);
      const clientData = new TextEncoder().encode(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
      );
      const signed = concat(authData, await sha256(clientData));
      const raw = new Uint8Array(
        await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          credential.keys.privateKey,
          signed as Uint8Array<ArrayBuffer>,
        ),
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(authData),
          signature: b64url(derSignature(raw)),
          userHandle: b64url(new TextEncoder().encode('user')),
        },
        clientExtensionResults: {},
      };
    },
  };
}
