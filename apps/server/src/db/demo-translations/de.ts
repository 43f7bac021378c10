// German translation of the demo catalogue (demo-data.ts): categories, products, option names and values.
import type { DemoTranslation } from './types';

export const de: DemoTranslation = {
  categories: {
    'circular-saws': { name: 'Kreissägen', slug: 'kreissaegen' },
    'mitre-saws': { name: 'Kappsägen', slug: 'kappsaegen' },
    jigsaws: { name: 'Stichsägen', slug: 'stichsaegen' },
    'table-saws': { name: 'Tischkreissägen', slug: 'tischkreissaegen' },
    'band-saws': { name: 'Bandsägen', slug: 'bandsaegen' },
    'reciprocating-saws': { name: 'Säbelsägen', slug: 'saebelsaegen' },
    'blades-and-accessories': { name: 'Sägeblätter und Zubehör', slug: 'saegeblaetter-und-zubehoer' },
  },
  products: {
    'Kerfline CS-185 Circular Saw': {
      name: 'Kerfline CS-185 Handkreissäge',
      slug: 'kerfline-cs-185-handkreissaege',
      description:
        'Eine 7-1/4-Zoll-Handkreissäge mit 15 Ampere für den Holzrahmen- und Terrassenbau. Grundplatte aus Magnesium, Neigung bis 56° mit festen Rastungen, eine elektrische Bremse, die das Sägeblatt in zwei Sekunden stoppt, und ein Spanblasgebläse, das die Schnittlinie freihält.',
    },
    'Kerfline MS-305 Sliding Compound Mitre Saw': {
      name: 'Kerfline MS-305 Kapp- und Gehrungssäge mit Zugfunktion',
      slug: 'kerfline-ms-305-kapp-und-gehrungssaege-mit-zugfunktion',
      description:
        'Eine 12-Zoll-Kappsäge mit Zugfunktion und beidseitiger Neigung, die Bretter bis 14 Zoll Breite quer kappt. Zehn feste Gehrungsrastungen, LED-Schattenlinie als Schnittanzeige und ein Motor mit Sanftanlauf, der die Sicherung am Baustellengenerator schont.',
    },
    'Kerfline JS-90 Orbital Jig Saw': {
      name: 'Kerfline JS-90 Pendelhub-Stichsäge',
      slug: 'kerfline-js-90-pendelhub-stichsaege',
      description:
        'Vier Pendelhubstufen und eine stufenlos regelbare Hubzahl von 800 bis 3.200 Hüben pro Minute für Kurvenschnitte in Holz, Stahl und Laminat. Werkzeugloser Wechsel der Sägeblätter mit T-Schaft und ein vibrationsarmer Massenausgleich.',
    },
    'Kerfline TS-254 Jobsite Table Saw': {
      name: 'Kerfline TS-254 Baustellen-Tischkreissäge',
      slug: 'kerfline-ts-254-baustellen-tischkreissaege',
      description:
        'Eine 10-Zoll-Tischkreissäge mit Parallelanschlag auf Zahnstangenführung, 32 Zoll Schnittbreite und einem klappbaren Untergestell, das sich auch über Treppen rollen lässt. Die optionale Hautkontaktbremse und der Spaltkeil machen sie zur sichersten Säge unseres Sortiments.',
    },
    'Kerfline BS-350 Benchtop Band Saw': {
      name: 'Kerfline BS-350 Tischbandsäge',
      slug: 'kerfline-bs-350-tischbandsaege',
      description:
        'Eine 14-Zoll-Bandsäge mit 6 Zoll Schnitthöhe zum Auftrennen, einem um 45° neigbaren Gusseisentisch, kugelgelagerten Bandführungen und zwei Geschwindigkeiten für Holz und Nichteisenmetalle.',
    },
    'Kerfline RS-32 Reciprocating Saw': {
      name: 'Kerfline RS-32 Säbelsäge',
      slug: 'kerfline-rs-32-saebelsaege',
      description:
        'Eine Abbruchsäge mit 12 Ampere und 1-1/4 Zoll Hub, Pendelhub für schnelle Schnitte in Holz und einem vibrationsgedämpften Griff für lange Arbeitstage an Rohren und Holz mit eingeschlagenen Nägeln.',
    },
    'Kerfline 24T Framing Blade 7-1/4" (3-pack)': {
      name: 'Kerfline 24T Bauholz-Sägeblatt 7-1/4" (3er-Pack)',
      slug: 'kerfline-24t-bauholz-saegeblatt-7-1-4-3er-pack',
      description:
        'Hartmetallbestückte Sägeblätter mit 24 Zähnen, schmaler Schnittfuge und Antihaftbeschichtung. Gemacht für schnelle Längs- und Querschnitte in Konstruktionsholz und Sperrholz.',
    },
    'Kerfline 80T Fine-Finish Mitre Blade 12"': {
      name: 'Kerfline 80T Feinschnitt-Kappsägeblatt 12"',
      slug: 'kerfline-80t-feinschnitt-kappsaegeblatt-12',
      description:
        'Ein Sägeblatt mit 80 Zähnen in Wechselzahnung (ATB) und lasergeschnittenen Stabilisierungsschlitzen für spiegelglatte Schnitte in Zierleisten, Profilleisten und Hartholz. Passt auf jede 12-Zoll-Kappsäge mit 1-Zoll-Bohrung.',
    },
    'Kerfline Bi-Metal Reciprocating Blade Set (12 pcs)': {
      name: 'Kerfline Bimetall-Säbelsägeblatt-Set (12-tlg.)',
      slug: 'kerfline-bimetall-saebelsaegeblatt-set-12-tlg',
      description:
        'Zwölf Bimetall-Sägeblätter für Holz, Nägel, Metallrohre und PVC in einem robusten Koffer. Die kobaltlegierten Zähne halten bis zu fünfmal länger als Sägeblätter aus Kohlenstoffstahl.',
    },
    'Kerfline CCS-18 Cordless Circular Saw': {
      name: 'Kerfline CCS-18 Akku-Handkreissäge',
      slug: 'kerfline-ccs-18-akku-handkreissaege',
      description:
        'Eine bürstenlose 18-Volt-Handkreissäge mit 6-1/2-Zoll-Sägeblatt, die 2x-Kanthölzer bei 45° in einem Durchgang schneidet. Läuft mit jedem 18-V-Akku von Kerfline; elektrische Bremse und Aufhängehaken inklusive.',
    },
    'Kerfline CS-235 Worm-Drive Circular Saw': {
      name: 'Kerfline CS-235 Handkreissäge mit Schneckengetriebe',
      slug: 'kerfline-cs-235-handkreissaege-mit-schneckengetriebe',
      description:
        'Eine 9-1/4-Zoll-Säge mit Schneckengetriebe und genug Drehmoment, um den ganzen Tag nasses Holz längs zu schneiden. Getriebe im Ölbad, Magnesiumgehäuse und Neigung bis 51° mit Rastungen bei 22,5° und 45°.',
    },
    'Kerfline TCS-165 Track Circular Saw': {
      name: 'Kerfline TCS-165 Tauchkreissäge',
      slug: 'kerfline-tcs-165-tauchkreissaege',
      description:
        'Eine Tauchsäge, die auf einer Führungsschiene läuft, für splitterfreie Schnitte in Plattenwerkstoffen. Spaltkeil, regelbare Drehzahl und eine Vorritzfunktion für beschichtete Platten.',
    },
    'Kerfline MS-254 Compact Mitre Saw': {
      name: 'Kerfline MS-254 Kompakt-Kappsäge',
      slug: 'kerfline-ms-254-kompakt-kappsaege',
      description:
        'Eine 10-Zoll-Kappsäge mit einseitiger Neigung, leicht genug, um sie eine Leiter hinaufzutragen. Gehrungsgriff mit Exzenterklemmung und neun Rastungen sowie eine durchsichtige untere Schutzhaube.',
    },
    'Kerfline MS-216 Cordless Sliding Mitre Saw': {
      name: 'Kerfline MS-216 Akku-Kappsäge mit Zugfunktion',
      slug: 'kerfline-ms-216-akku-kappsaege-mit-zugfunktion',
      description:
        'Eine bürstenlose 18-V-Kappsäge mit Zugfunktion für Restarbeiten auf Baustellen, auf denen es noch keinen Strom gibt. Schneidet 2x12-Bohlen bei 90° und hält mit zwei Akkus einen ganzen Arbeitstag durch.',
    },
    'Kerfline MS-355 Axial-Glide Mitre Saw': {
      name: 'Kerfline MS-355 Axial-Glide-Kappsäge',
      slug: 'kerfline-ms-355-axial-glide-kappsaege',
      description:
        'Unser Flaggschiff unter den 14-Zoll-Kappsägen: Ein Gelenkarm statt Zugschienen spart einen Fuß an Tiefe auf der Werkbank und schneidet Kranzleisten bis 7-1/2 Zoll in Einbaulage.',
    },
    'Kerfline JS-18 Cordless Jig Saw': {
      name: 'Kerfline JS-18 Akku-Stichsäge',
      slug: 'kerfline-js-18-akku-stichsaege',
      description:
        'Eine Akku-Stichsäge mit Stabgriff, bürstenlosem Motor, LED-Arbeitslicht und vier Pendelhubstufen. Werkzeuglos bis 45° schwenkbar.',
    },
    'Kerfline JS-60 Compact Jig Saw': {
      name: 'Kerfline JS-60 Kompakt-Stichsäge',
      slug: 'kerfline-js-60-kompakt-stichsaege',
      description:
        'Eine leichte 500-Watt-Stichsäge für die Hobbywerkbank und die Schulwerkstatt: werkzeugloser Sägeblattwechsel, Absauganschluss und Spanreißschutz.',
    },
    'Kerfline JS-120 Heavy-Duty Jig Saw': {
      name: 'Kerfline JS-120 Hochleistungs-Stichsäge',
      slug: 'kerfline-js-120-hochleistungs-stichsaege',
      description:
        'Eine 1.000-Watt-Stichsäge mit Konstantelektronik, die die Hubzahl auch in 120 mm Hartholz und 10 mm Stahl hält. Derzeit ausverkauft; neue Ware ist bereits unterwegs.',
    },
    'Kerfline TS-210 Compact Table Saw': {
      name: 'Kerfline TS-210 Kompakt-Tischkreissäge',
      slug: 'kerfline-ts-210-kompakt-tischkreissaege',
      description:
        'Eine 8-1/4-Zoll-Tischkreissäge, die in einen Kofferraum passt: 24 Zoll Schnittbreite, integrierte Aufbewahrung für Parallel- und Winkelanschlag sowie eine Schutzhaube, die sich ohne Werkzeug anheben lässt.',
    },
    'Kerfline TS-315 Cabinet Table Saw': {
      name: 'Kerfline TS-315 Werkstatt-Tischkreissäge',
      slug: 'kerfline-ts-315-werkstatt-tischkreissaege',
      description:
        'Eine Tischkreissäge in Schrankbauweise mit 3 PS, Tischplatte und Schwenklagern aus Gusseisen, 52-Zoll-T-Parallelanschlag und 4-Zoll-Absauganschluss. Gebaut für die Möbelschreinerei, in der sie den ganzen Tag läuft.',
    },
    'Kerfline TS-254C Cordless Table Saw': {
      name: 'Kerfline TS-254C Akku-Tischkreissäge',
      slug: 'kerfline-ts-254c-akku-tischkreissaege',
      description:
        'Eine 10-Zoll-Tischkreissäge, die mit zwei 18-V-Akkus läuft: Parallelanschlag mit Zahnstangenführung, 28 Zoll Schnittbreite und eine Bremse, die das Sägeblatt in weniger als drei Sekunden stoppt.',
    },
    'Kerfline BS-230 Bench Band Saw': {
      name: 'Kerfline BS-230 Werkbank-Bandsäge',
      slug: 'kerfline-bs-230-werkbank-bandsaege',
      description:
        'Eine 9-Zoll-Bandsäge für Modellbauer und Instrumentenbauer: 90 mm Schnitthöhe, neigbarer Tisch und ein Parallelanschlag, der rechtwinklig arretiert.',
    },
    'Kerfline BS-500 Floor Band Saw': {
      name: 'Kerfline BS-500 Standbandsäge',
      slug: 'kerfline-bs-500-standbandsaege',
      description:
        'Eine 20-Zoll-Standbandsäge, die Stämme mit 12 Zoll Durchmesser auftrennt. Bandrollen aus Gusseisen, Schnellentspannung des Sägebands und eine Fußbremse.',
    },
    'Kerfline PBS-18 Portable Band Saw': {
      name: 'Kerfline PBS-18 Handbandsäge',
      slug: 'kerfline-pbs-18-handbandsaege',
      description:
        'Eine Akku-Handbandsäge zum Ablängen von Rohren, Installationsrohren und Montageschienen direkt vor Ort: 127 mm Schnittkapazität und ein Haken zum Einhängen an der Leiter.',
    },
    'Kerfline RS-18 Cordless Reciprocating Saw': {
      name: 'Kerfline RS-18 Akku-Säbelsäge',
      slug: 'kerfline-rs-18-akku-saebelsaege',
      description:
        'Eine bürstenlose 18-V-Säbelsäge mit Pendelhub und schwenkbarer Fußplatte. Schneidet Holz mit eingeschlagenen Nägeln und 50-mm-Rohre mit einer einzigen Akkuladung.',
    },
    'Kerfline RS-12 One-Hand Pruning Saw': {
      name: 'Kerfline RS-12 Einhand-Astsäge',
      slug: 'kerfline-rs-12-einhand-astsaege',
      description:
        'Eine kompakte Säbelsäge, leicht genug für eine Hand: für den Baumschnitt, für PVC und für Überkopfschnitte in engen Schränken.',
    },
    'Kerfline 60T Plywood Blade 10"': {
      name: 'Kerfline 60T Sperrholz-Sägeblatt 10"',
      slug: 'kerfline-60t-sperrholz-saegeblatt-10',
      description:
        'Ein Sägeblatt mit 60 Zähnen in Trapez-Flachzahnung, das an furniertem Sperrholz und melaminbeschichteten Platten keine Ausrisse hinterlässt. Passt auf jede 10-Zoll-Tischkreissäge und -Kappsäge.',
    },
    'Kerfline Band Saw Blade 93-1/2" (3-pack)': {
      name: 'Kerfline Bandsägeblatt 93-1/2" (3er-Pack)',
      slug: 'kerfline-bandsaegeblatt-93-1-2-3er-pack',
      description:
        'Drei 1/2 Zoll breite Sägebänder mit Hakenzahnung und 3 Zähnen pro Zoll zum Auftrennen und für gerade Schnitte auf 14-Zoll-Bandsägen. Gehärtete Zähne, flexibler Rücken.',
    },
    'Kerfline Jig Saw Blade Set (40 pcs)': {
      name: 'Kerfline Stichsägeblatt-Set (40-tlg.)',
      slug: 'kerfline-stichsaegeblatt-set-40-tlg',
      description:
        'Vierzig Stichsägeblätter mit T-Schaft für Holz, Metall, Laminat und Kurvenschnitte, sortiert in einer Klickbox. Passt in jede Kerfline-Stichsäge und in die meisten anderen Stichsägen.',
    },
    'Kerfline Guide Rail 1.4 m': {
      name: 'Kerfline Führungsschiene 1,4 m',
      slug: 'kerfline-fuehrungsschiene-1-4-m',
      description:
        'Eine 1.400 mm lange Führungsschiene aus Aluminium mit Antirutschstreifen und austauschbarem Splitterschutz für die TCS-165 und jede Säge mit Schienenadapter.',
    },
  },
  optionNames: {
    Voltage: 'Spannung',
    Plug: 'Stecker',
    Diameter: 'Durchmesser',
    Teeth: 'Zahnung',
  },
  optionValues: {
    '120 V': '120 V',
    '230 V': '230 V',
    US: 'US-Stecker',
    EU: 'EU-Stecker',
    UK: 'UK-Stecker',
    '7-1/4" (184 mm)': '7-1/4 Zoll (184 mm)',
    '6-1/2" (165 mm)': '6-1/2 Zoll (165 mm)',
    '8-1/4" (210 mm)': '8-1/4 Zoll (210 mm)',
    '3 TPI': '3 Zähne/Zoll',
    '6 TPI': '6 Zähne/Zoll',
    '10 TPI': '10 Zähne/Zoll',
  },
};
