/**
 * Passwords of 12+ characters that appear at the top of public breach lists,
 * plus the estate's own obvious words. Compared case-insensitively, and also
 * after stripping trailing digits and punctuation ("Password1234!").
 */
const list = `
123456789012 1234567890123 12345678901234 123456789123 111111111111 000000000000 123123123123
qwertyuiopas qwertyuiop123 qwerty123456 1q2w3e4r5t6y 1qaz2wsx3edc qazwsxedcrfv zaq12wsxcde3
passwordpassword password1234 password12345 password123456 passw0rdpassw0rd
iloveyouiloveyou letmeinletmein welcomewelcome welcome12345 administrator adminadminadmin
changemechangeme trustno1trustno1 football1234 baseball1234 superman1234 princess1234
sunshine1234 starwars1234 whatever1234 dragondragon monkeymonkey shadowshadow
abcdefghijkl abcdefghijklm abc123abc123 aaaaaaaaaaaa
tenutatenuta tenuta123456 tenuta-demo tartufotartufo tartufo12345 barolobarolo barolo123456
langhelanghe alba12345678 piemonte1234 vinovinovino
`;

const words = new Set(list.split(/\s+/).filter(Boolean));

/** Words that, with only digits or punctuation around them, make a guessable password of any length. */
const bases = new Set(
  'password passw0rd qwerty qwertyuiop azerty iloveyou welcome admin administrator letmein monkey dragon football baseball sunshine princess superman starwars trustno1 changeme tenuta tartufo barolo langhe piemonte alba vino'.split(
    ' ',
  ),
);

/** True for a password that is common or trivially patterned. */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const p = password.toLowerCase();
  const stripped = p.replace(/[\d\W_]+$/u, '');
  if (words.has(p) || words.has(stripped)) return true;
  if (bases.has(p.replace(/^[\d\W_]+|[\d\W_]+$/gu, ''))) return true;
  // One character, or one short unit, repeated ("aaaaaaaaaaaa", "abcabcabcabc").
  if (/^(.{1,4})\1+$/u.test(p)) return true;
  // Built from the account's own words (e-mail local part, name).
  for (const c of context) {
    const w = c.toLowerCase().replace(/@.*$/, '');
    if (w.length >= 4 && (p === w || stripped === w || stripped.replace(/\W/g, '') === w.replace(/\W/g, ''))) return true;
  }
  return false;
}
