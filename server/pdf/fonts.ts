/**
 * The PDFs' typeface (@react-pdf/renderer), registered once for every document: Noto Sans regular and bold is
 * embedded, so every Latin letter of an Indonesian or foreign name prints, and the text can be selected and searched.
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
export const PDF_FONT = 'Noto Sans';
Font.register({
  family: PDF_FONT,
  fonts: [
    { src: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf') },
    { src: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'), fontWeight: 700 },
  ],
});
// Words are never broken with a hyphen: a name or a company split in two reads wrong, and searches miss it.
Font.registerHyphenationCallback((word) => [word]);
