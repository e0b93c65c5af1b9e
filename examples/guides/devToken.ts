import { importPKCS8, SignJWT } from 'jose';

// Guide: mint a DevToken. Your backend signs it with your private key (ES256); your frontend
// sends it as `Authorization: DevToken <token>`.

/** A DevToken for one connected user, valid ten minutes. `kid` is what uploading the public key gave. */
export async function mintDevToken(privateKeyPem: string, kid: string, clientId: string, integrationUserUUID: string) {
  const key = await importPKCS8(privateKeyPem, 'ES256');
  return new SignJWT({ iss: clientId, sub: integrationUserUUID })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}
