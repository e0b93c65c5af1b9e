import type { Random } from './random.js';

// Word stock for invented titles and names, in several languages, some with diacritics and some in
// other scripts, so that normalisation and search have real work to do.

const WORDS = [
  'love',
  'night',
  'fire',
  'summer',
  'heart',
  'dream',
  'city',
  'light',
  'river',
  'golden',
  'blue',
  'wild',
  'stars',
  'rain',
  'midnight',
  'ocean',
  'shadow',
  'electric',
  'paper',
  'silver',
  'echo',
  'runaway',
  'forever',
  'neon',
  'thunder',
  'velvet',
  'highway',
  'satellite',
  'honey',
  'ghost',
  'diamond',
  'broken',
  'sweet',
  'dancing',
  'lonely',
  'young',
  'home',
  'money',
  'amore',
  'notte',
  'cuore',
  'sole',
  'mare',
  'vento',
  'strada',
  'città',
  'perché',
  'così',
  'corazón',
  'canción',
  'noche',
  'fuego',
  'vida',
  'mañana',
  'bailar',
  'ojos',
  'liebe',
  'nacht',
  'herz',
  'träume',
  'für',
  'schön',
  'straße',
  'über',
  'été',
  'cœur',
  'rêve',
  'fenêtre',
  'là-bas',
  'déjà',
  'sakura',
  'yume',
  'hikari',
  'kokoro',
];

const SCRIPT_WORDS = ['夜空', '東京', '사랑', '하늘', 'Любовь', 'Ночь', 'ήλιος'];

const FIRST = [
  'Anna',
  'Luca',
  'Mia',
  'Jonas',
  'Sofía',
  'Noah',
  'Chloé',
  'Mateo',
  'Emma',
  'Lars',
  'Zoë',
  'Kenji',
  'Amara',
  'Björn',
  'Inès',
  'Leo',
  'Nina',
  'Tomás',
  'Aiko',
  'Ravi',
];
const LAST = [
  'Rivers',
  'Moreau',
  'Keller',
  'Santos',
  'Nakamura',
  'Lindqvist',
  'Okafor',
  'Bianchi',
  'Dubois',
  'Hoffmann',
  'García',
  'Novak',
  'Müller',
  'Østergaard',
  'Ferreira',
  'Kowalski',
];
const BAND_NOUNS = [
  'Lights',
  'Wolves',
  'Machines',
  'Tides',
  'Strangers',
  'Foxes',
  'Kids',
  'Satellites',
  'Horizons',
  'Lovers',
  'Echoes',
  'Rebels',
];
const BAND_ADJECTIVES = [
  'Electric',
  'Golden',
  'Silent',
  'Neon',
  'Velvet',
  'Broken',
  'Northern',
  'Paper',
  'Crystal',
  'Midnight',
];

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ze',
  'tu',
  'no',
  'vi',
  'sha',
  'el',
  'an',
  'ko',
  'ri',
  'da',
  'me',
  'su',
  'lé',
  'ño',
  'be',
  'ta',
  'ju',
  'ol',
  'yn',
  'ix',
];

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** An invented word of two or three syllables: the catalogue's vocabulary is large, like a real one. */
function invented(random: Random): string {
  let word = '';
  for (let i = random.int(2, 3); i > 0; i--) word += random.pick(SYLLABLES);
  return word;
}

/** A song title of one to four words, now and then in another script. */
export function title(random: Random): string {
  if (random.chance(0.02))
    return random.pick(SCRIPT_WORDS) + (random.chance(0.5) ? ` ${random.pick(SCRIPT_WORDS)}` : '');
  const count = random.int(1, 4);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(random.chance(0.55) ? invented(random) : random.pick(WORDS));
  return words.map(capitalise).join(' ');
}

/** An artist: a person, a band ("The X", "X & the Y") or a one-word name. */
export function artistName(random: Random): string {
  const kind = random.next();
  if (kind < 0.25) return `${random.pick(FIRST)} ${random.pick(LAST)}`;
  if (kind < 0.45) return `${capitalise(invented(random))} ${capitalise(invented(random))}`;
  if (kind < 0.7) return `The ${random.pick(BAND_ADJECTIVES)} ${random.pick(BAND_NOUNS)}`;
  if (kind < 0.8) return `${random.pick(FIRST)} & the ${random.pick(BAND_NOUNS)}`;
  if (kind < 0.9) return `${random.pick(BAND_ADJECTIVES)} ${random.pick(BAND_NOUNS)}`;
  if (kind < 0.95) return capitalise(invented(random));
  return random.pick(SCRIPT_WORDS);
}

export function albumTitle(random: Random): string {
  return random.chance(0.3) ? `${title(random)} (Deluxe Edition)` : title(random);
}
