import { BLOOM_LEVELS, type BloomLevel, QUESTION_TYPES, type QuestionType } from '@bright/contracts';
import type { Element } from '@xmldom/xmldom';
import { childElements, descendants, escapeXml as x } from './interop-xml';
import type { ExportQuestion } from './interop-types';
import { BRIGHT_NS, LOM_NS } from './qti-ids';

/**
 * What QTI's item XML has no slot for (our exact type, the Bloom level, the topic name) travels in the
 * manifest, in each item resource's <metadata>, as IEEE LOM, which QTI 3.0's packaging profile allows there
 * (it allows no extension element): the type as a learning resource type and the Bloom level and topic as
 * classifications, each in a vocabulary of ours named by its source, so that other platforms show them as
 * they would any LOM. The QTI metadata beside it names the interaction, for item banks that sort by it.
 */
const TYPE_SOURCE = 'urn:bright-classroom:question-type';
const BLOOM_SOURCE = "Bloom's revised taxonomy";
const TOPIC_SOURCE = 'urn:bright-classroom:topic';

const INTERACTION: Record<QuestionType, string> = {
  MCQ: 'choiceInteraction',
  TRUE_OR_FALSE: 'choiceInteraction',
  MULTIPLE_SELECT: 'choiceInteraction',
  PICTURE_CHOICE: 'choiceInteraction',
  SHORT_ANSWER: 'textEntryInteraction',
  FILL_IN_THE_BLANK: 'textEntryInteraction',
  NUMERIC: 'textEntryInteraction',
  LONG_ANSWER: 'extendedTextInteraction',
  MATCHING: 'matchInteraction',
  ORDERING: 'orderInteraction',
};

/** What our manifest says of an item beyond its QTI XML. */
export interface ItemMetadata {
  type: QuestionType | null;
  bloomLevel: BloomLevel | null;
  topicName: string | null;
}

const bloomLabel = (level: BloomLevel) => level.charAt(0) + level.slice(1).toLowerCase();

function classification(purpose: string, source: string, taxon: string) {
  return `<imsmd:classification><imsmd:purpose><imsmd:source>LOMv1.0</imsmd:source><imsmd:value>${purpose}</imsmd:value></imsmd:purpose><imsmd:taxonPath><imsmd:source><imsmd:string>${x(source)}</imsmd:string></imsmd:source><imsmd:taxon>${taxon}</imsmd:taxon></imsmd:taxonPath></imsmd:classification>`;
}

/** An item resource's <metadata>; the manifest declares the imsmd (LOM) and imsqti (QTI metadata) prefixes. */
export function itemMetadataXml(q: ExportQuestion): string {
  const { type, bloomLevel } = q.content;
  const lom = [
    `<imsmd:educational><imsmd:learningResourceType><imsmd:source>${TYPE_SOURCE}</imsmd:source><imsmd:value>${type}</imsmd:value></imsmd:learningResourceType></imsmd:educational>`,
    bloomLevel
      ? classification(
          'educational objective',
          BLOOM_SOURCE,
          `<imsmd:id>${bloomLevel}</imsmd:id><imsmd:entry><imsmd:string language="en">${bloomLabel(bloomLevel)}</imsmd:string></imsmd:entry>`,
        )
      : '',
    q.topicName !== null
      ? classification(
          'discipline',
          TOPIC_SOURCE,
          `<imsmd:entry><imsmd:string>${x(q.topicName)}</imsmd:string></imsmd:entry>`,
        )
      : '',
  ];
  const qti = `<imsqti:qtiMetadata><imsqti:interactionType>${INTERACTION[type]}</imsqti:interactionType></imsqti:qtiMetadata>`;
  return `<metadata>${qti}<imsmd:lom>${lom.join('')}</imsmd:lom></metadata>`;
}

const isBloomLevel = (v: string): v is BloomLevel => (BLOOM_LEVELS as readonly string[]).includes(v);
const isQuestionType = (v: string): v is QuestionType => (QUESTION_TYPES as readonly string[]).includes(v);

/** Unknown values (a newer type, a typo) are dropped, as if absent; the item's XML still decides then. */
const known = (type: string | null, bloom: string | null, topicName: string | null): ItemMetadata => ({
  type: type && isQuestionType(type) ? type : null,
  bloomLevel: bloom && isBloomLevel(bloom) ? bloom : null,
  topicName,
});

const lomChildren = (parent: Element, name: string) =>
  childElements(parent).filter((e) => e.namespaceURI === LOM_NS && e.localName === name);

/** The elements at the end of a path of LOM child names. */
const lomPath = (from: Element[], ...names: string[]) =>
  names.reduce((at, name) => at.flatMap((e) => lomChildren(e, name)), from);

const textIn = (elements: Element[]) => elements[0]?.textContent ?? null;
const trimmedIn = (elements: Element[]) => textIn(elements)?.trim() ?? null;

function fromLom(resource: Element): ItemMetadata | null {
  const metadata = childElements(resource).filter((e) => e.localName === 'metadata');
  const lom = metadata.flatMap((m) => lomChildren(m, 'lom'));
  const typeRow = lomPath(lom, 'educational', 'learningResourceType').find(
    (row) => trimmedIn(lomChildren(row, 'source')) === TYPE_SOURCE,
  );
  const taxonPaths = lomPath(lom, 'classification', 'taxonPath');
  const taxa = (source: string) =>
    lomPath(
      taxonPaths.filter((p) => trimmedIn(lomPath([p], 'source', 'string')) === source),
      'taxon',
    );
  const type = typeRow ? trimmedIn(lomChildren(typeRow, 'value')) : null;
  const bloom = trimmedIn(lomPath(taxa(BLOOM_SOURCE), 'id'));
  const topicName = textIn(lomPath(taxa(TOPIC_SOURCE), 'entry', 'string'));
  return type === null && bloom === null && topicName === null ? null : known(type, bloom, topicName);
}

/** The same three as our exporter wrote them before issue 21: an extension element the schema refuses. */
function fromOldExtension(resource: Element): ItemMetadata | null {
  const ours = descendants(resource, 'question').find((e) => e.namespaceURI === BRIGHT_NS);
  if (!ours) return null;
  const value = (name: string) => childElements(ours).find((e) => e.localName === name)?.textContent ?? null;
  return known(value('type'), value('bloom-level'), value('topic-name'));
}

/** Our metadata of an item resource in either form, or null for another platform's item. */
export const readItemMetadata = (resource: Element): ItemMetadata | null =>
  fromLom(resource) ?? fromOldExtension(resource);
