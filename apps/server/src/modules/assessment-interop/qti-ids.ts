/**
 * QTI identifiers must look like XML names (a letter or '_' first). Our option ids may not (uuids,
 * digits), so those travel hex-encoded behind 'OPT_' and read back exactly; ids already starting
 * with 'OPT_' are encoded too, so decoding is never ambiguous.
 */
const VALID = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const PREFIX = 'OPT_';

export const encodeId = (id: string) =>
  VALID.test(id) && !id.startsWith(PREFIX) ? id : `${PREFIX}${Buffer.from(id, 'utf8').toString('hex')}`;

export function decodeId(identifier: string): string {
  const match = /^OPT_((?:[0-9a-f]{2})+)$/.exec(identifier);
  return match ? Buffer.from(match[1]!, 'hex').toString('utf8') : identifier;
}

/** Our own item metadata's namespace in manifests written before issue 21 (read only; see qti-metadata.ts). */
export const BRIGHT_NS = 'urn:bright-classroom:qti:question:1';
/** IEEE LOM and QTI 3.0 metadata, where a manifest's item resources now carry it. */
export const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
export const QTI3_METADATA_NS = 'http://www.imsglobal.org/xsd/imsqti_metadata_v3p0';
export const QTI3_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const QTI3_CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';

/** The use values of our scorer rubric blocks: QTI 3.0 allows instructions, scoring, navigation or ext:<name>. */
export const RUBRIC_USE = 'scoring';
export const REFERENCE_ANSWER_USE = 'ext:reference-answer';
