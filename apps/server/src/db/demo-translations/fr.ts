// The demo catalogue in French: categories, products, and the versions' option names and values.
import type { DemoTranslation } from './types';

export const fr: DemoTranslation = {
  categories: {
    'circular-saws': { name: 'Scies circulaires', slug: 'scies-circulaires' },
    'mitre-saws': { name: 'Scies à onglet', slug: 'scies-a-onglet' },
    jigsaws: { name: 'Scies sauteuses', slug: 'scies-sauteuses' },
    'table-saws': { name: 'Scies sur table', slug: 'scies-sur-table' },
    'band-saws': { name: 'Scies à ruban', slug: 'scies-a-ruban' },
    'reciprocating-saws': { name: 'Scies sabres', slug: 'scies-sabres' },
    'blades-and-accessories': { name: 'Lames et accessoires', slug: 'lames-et-accessoires' },
  },
  products: {
    'Kerfline CS-185 Circular Saw': {
      name: 'Scie circulaire Kerfline CS-185',
      slug: 'scie-circulaire-kerfline-cs-185',
      description:
        'Une scie circulaire de 15 ampères et 7-1/4 pouces pour la charpente et la pose de terrasses. Semelle en magnésium, inclinaison jusqu\'à 56° avec butées fixes, frein électrique qui arrête la lame en deux secondes et souffleur qui garde le trait de coupe dégagé.',
    },
    'Kerfline MS-305 Sliding Compound Mitre Saw': {
      name: 'Scie à onglet radiale Kerfline MS-305',
      slug: 'scie-a-onglet-radiale-kerfline-ms-305',
      description:
        'Une scie à onglet radiale de 12 pouces à double inclinaison, qui tronçonne des planches jusqu\'à 14 pouces de large. Dix crans d\'onglet fixes, indicateur de coupe LED par projection d\'ombre et moteur à démarrage progressif qui ménage le disjoncteur d\'un groupe électrogène de chantier.',
    },
    'Kerfline JS-90 Orbital Jig Saw': {
      name: 'Scie sauteuse pendulaire Kerfline JS-90',
      slug: 'scie-sauteuse-pendulaire-kerfline-js-90',
      description:
        'Quatre positions pendulaires et une vitesse variable de 800 à 3 200 courses par minute pour les coupes courbes dans le bois, l\'acier et le stratifié. Changement sans outil des lames à emmanchement en T et système d\'équilibrage qui limite les vibrations.',
    },
    'Kerfline TS-254 Jobsite Table Saw': {
      name: 'Scie sur table de chantier Kerfline TS-254',
      slug: 'scie-sur-table-de-chantier-kerfline-ts-254',
      description:
        'Une scie sur table de 10 pouces avec guide parallèle à crémaillère, capacité de refente de 32 pouces et piètement pliant à roues qui franchit les escaliers. Le frein à détection de contact avec la peau, proposé en option, et le couteau diviseur en font la scie la plus sûre de notre gamme.',
    },
    'Kerfline BS-350 Benchtop Band Saw': {
      name: 'Scie à ruban sur établi Kerfline BS-350',
      slug: 'scie-a-ruban-sur-etabli-kerfline-bs-350',
      description:
        'Une scie à ruban de 14 pouces offrant 6 pouces de hauteur de refente, avec table en fonte inclinable à 45°, guide-lames à roulements à billes et deux vitesses pour le bois et les métaux non ferreux.',
    },
    'Kerfline RS-32 Reciprocating Saw': {
      name: 'Scie sabre Kerfline RS-32',
      slug: 'scie-sabre-kerfline-rs-32',
      description:
        'Une scie de démolition de 12 ampères avec une course de 1-1/4 pouce, un mouvement pendulaire pour des coupes rapides dans le bois et une poignée anti-vibrations pour les longues journées passées à couper des tuyaux et du bois truffé de clous.',
    },
    'Kerfline 24T Framing Blade 7-1/4" (3-pack)': {
      name: 'Lame de charpente Kerfline 24 dents 7-1/4" (lot de 3)',
      slug: 'lame-de-charpente-kerfline-24-dents-7-1-4-lot-de-3',
      description:
        'Des lames de 24 dents au carbure, à trait de coupe fin et revêtement antiadhésif. Conçues pour les coupes rapides en long et en travers dans le bois de charpente et le contreplaqué.',
    },
    'Kerfline 80T Fine-Finish Mitre Blade 12"': {
      name: 'Lame de finition pour scie à onglet Kerfline 80 dents 12"',
      slug: 'lame-de-finition-pour-scie-a-onglet-kerfline-80-dents-12',
      description:
        'Une lame de 80 dents alternées (ATB) avec fentes de stabilisation découpées au laser, pour des coupes lisses comme du verre dans les chambranles, les moulures et les bois durs. Compatible avec toutes les scies à onglet de 12 pouces à arbre de 1 pouce.',
    },
    'Kerfline Bi-Metal Reciprocating Blade Set (12 pcs)': {
      name: 'Jeu de lames bimétal pour scie sabre Kerfline (12 pièces)',
      slug: 'jeu-de-lames-bimetal-pour-scie-sabre-kerfline-12-pieces',
      description:
        'Douze lames bimétal pour le bois, les clous, les tuyaux métalliques et le PVC, dans un coffret robuste. Leurs dents enrichies au cobalt durent jusqu\'à cinq fois plus longtemps que celles des lames en acier au carbone.',
    },
    'Kerfline CCS-18 Cordless Circular Saw': {
      name: 'Scie circulaire sans fil Kerfline CCS-18',
      slug: 'scie-circulaire-sans-fil-kerfline-ccs-18',
      description:
        'Une scie circulaire sans fil de 6-1/2 pouces, 18 volts, à moteur sans balais, qui coupe les bois de 2 pouces d\'épaisseur à 45° en une seule passe. Compatible avec toutes les batteries Kerfline 18 V ; frein électrique et crochet de suspension inclus.',
    },
    'Kerfline CS-235 Worm-Drive Circular Saw': {
      name: 'Scie circulaire à vis sans fin Kerfline CS-235',
      slug: 'scie-circulaire-a-vis-sans-fin-kerfline-cs-235',
      description:
        'Une scie à vis sans fin de 9-1/4 pouces dont le couple permet de refendre du bois humide toute la journée. Engrenages en bain d\'huile, carter en magnésium et inclinaison jusqu\'à 51° avec crans à 22,5° et 45°.',
    },
    'Kerfline TCS-165 Track Circular Saw': {
      name: 'Scie circulaire sur rail Kerfline TCS-165',
      slug: 'scie-circulaire-sur-rail-kerfline-tcs-165',
      description:
        'Une scie plongeante qui glisse sur un rail de guidage pour des coupes sans éclats dans les panneaux. Couteau diviseur, vitesse variable et réglage de pré-incision pour les panneaux stratifiés.',
    },
    'Kerfline MS-254 Compact Mitre Saw': {
      name: 'Scie à onglet compacte Kerfline MS-254',
      slug: 'scie-a-onglet-compacte-kerfline-ms-254',
      description:
        'Une scie à onglet de 10 pouces à simple inclinaison, assez légère pour être montée en haut d\'une échelle. Poignée d\'onglet à blocage par came avec neuf crans et protège-lame inférieur transparent.',
    },
    'Kerfline MS-216 Cordless Sliding Mitre Saw': {
      name: 'Scie à onglet radiale sans fil Kerfline MS-216',
      slug: 'scie-a-onglet-radiale-sans-fil-kerfline-ms-216',
      description:
        'Une scie à onglet radiale 18 V à moteur sans balais pour les travaux de finition sur les chantiers où le courant n\'est pas encore arrivé. Coupe du 2x12 à 90° et tient une journée entière avec deux batteries.',
    },
    'Kerfline MS-355 Axial-Glide Mitre Saw': {
      name: 'Scie à onglet à bras articulé Kerfline MS-355',
      slug: 'scie-a-onglet-a-bras-articule-kerfline-ms-355',
      description:
        'Notre scie à onglet phare de 14 pouces : un bras articulé remplace les rails, ce qui fait gagner un pied de profondeur sur l\'établi, et elle coupe les moulures de couronnement jusqu\'à 7-1/2 pouces en position inclinée contre le guide.',
    },
    'Kerfline JS-18 Cordless Jig Saw': {
      name: 'Scie sauteuse sans fil Kerfline JS-18',
      slug: 'scie-sauteuse-sans-fil-kerfline-js-18',
      description:
        'Une scie sauteuse sans fil à prise par le corps, avec moteur sans balais, éclairage LED de la zone de travail et quatre positions pendulaires. S\'incline jusqu\'à 45° sans outil.',
    },
    'Kerfline JS-60 Compact Jig Saw': {
      name: 'Scie sauteuse compacte Kerfline JS-60',
      slug: 'scie-sauteuse-compacte-kerfline-js-60',
      description:
        'Une scie sauteuse légère de 500 watts pour l\'établi du bricoleur et les ateliers scolaires : changement de lame sans outil, raccord d\'aspiration et pare-éclats.',
    },
    'Kerfline JS-120 Heavy-Duty Jig Saw': {
      name: 'Scie sauteuse robuste Kerfline JS-120',
      slug: 'scie-sauteuse-robuste-kerfline-js-120',
      description:
        'Une scie sauteuse de 1 000 watts à électronique constante, qui maintient sa vitesse dans 120 mm de bois dur et 10 mm d\'acier. Actuellement en rupture de stock ; un nouvel arrivage est en route.',
    },
    'Kerfline TS-210 Compact Table Saw': {
      name: 'Scie sur table compacte Kerfline TS-210',
      slug: 'scie-sur-table-compacte-kerfline-ts-210',
      description:
        'Une scie sur table de 8-1/4 pouces qui tient dans le coffre d\'une voiture : capacité de refente de 24 pouces, rangement intégré pour le guide parallèle et le guide d\'onglet, et protège-lame qui se relève sans outil.',
    },
    'Kerfline TS-315 Cabinet Table Saw': {
      name: 'Scie sur table d\'ébénisterie Kerfline TS-315',
      slug: 'scie-sur-table-d-ebenisterie-kerfline-ts-315',
      description:
        'Une scie à socle fermé de 3 chevaux avec table et tourillons en fonte, guide parallèle en T de 52 pouces et sortie d\'aspiration de 4 pouces. Conçue pour l\'atelier d\'ébénisterie qui la fait tourner toute la journée.',
    },
    'Kerfline TS-254C Cordless Table Saw': {
      name: 'Scie sur table sans fil Kerfline TS-254C',
      slug: 'scie-sur-table-sans-fil-kerfline-ts-254c',
      description:
        'Une scie sur table de 10 pouces qui fonctionne avec deux batteries 18 V : guide parallèle à crémaillère, capacité de refente de 28 pouces et frein qui arrête la lame en moins de trois secondes.',
    },
    'Kerfline BS-230 Bench Band Saw': {
      name: 'Scie à ruban d\'établi Kerfline BS-230',
      slug: 'scie-a-ruban-d-etabli-kerfline-bs-230',
      description:
        'Une scie à ruban de 9 pouces pour les modélistes et les luthiers : hauteur de coupe de 90 mm, table inclinable et guide de refente qui se verrouille d\'équerre.',
    },
    'Kerfline BS-500 Floor Band Saw': {
      name: 'Scie à ruban sur pied Kerfline BS-500',
      slug: 'scie-a-ruban-sur-pied-kerfline-bs-500',
      description:
        'Une scie à ruban sur pied de 20 pouces qui refend des billes de 12 pouces. Volants en fonte, tension à déblocage rapide et frein à pied.',
    },
    'Kerfline PBS-18 Portable Band Saw': {
      name: 'Scie à ruban portative Kerfline PBS-18',
      slug: 'scie-a-ruban-portative-kerfline-pbs-18',
      description:
        'Une scie à ruban portative sans fil pour couper sur place tuyaux, gaines et profilés de montage : capacité de 127 mm et crochet pour la suspendre à une échelle.',
    },
    'Kerfline RS-18 Cordless Reciprocating Saw': {
      name: 'Scie sabre sans fil Kerfline RS-18',
      slug: 'scie-sabre-sans-fil-kerfline-rs-18',
      description:
        'Une scie sabre 18 V à moteur sans balais, avec mouvement pendulaire et semelle pivotante. Coupe le bois truffé de clous et les tuyaux de 50 mm sur une seule batterie.',
    },
    'Kerfline RS-12 One-Hand Pruning Saw': {
      name: 'Scie d\'élagage à une main Kerfline RS-12',
      slug: 'scie-d-elagage-a-une-main-kerfline-rs-12',
      description:
        'Une scie sabre compacte, assez légère pour être tenue d\'une main, pour l\'élagage, le PVC et les coupes au-dessus de la tête dans les meubles exigus.',
    },
    'Kerfline 60T Plywood Blade 10"': {
      name: 'Lame pour contreplaqué Kerfline 60 dents 10"',
      slug: 'lame-pour-contreplaque-kerfline-60-dents-10',
      description:
        'Une lame de 60 dents trapèze-plat qui ne laisse aucun éclat sur le contreplaqué plaqué et la mélamine. Compatible avec toutes les scies sur table et scies à onglet de 10 pouces.',
    },
    'Kerfline Band Saw Blade 93-1/2" (3-pack)': {
      name: 'Lame de scie à ruban Kerfline 93-1/2" (lot de 3)',
      slug: 'lame-de-scie-a-ruban-kerfline-93-1-2-lot-de-3',
      description:
        'Trois lames de 1/2 pouce à denture crochet de 3 dents par pouce, pour la refente et les coupes droites sur les scies à ruban de 14 pouces. Dents trempées, dos flexible.',
    },
    'Kerfline Jig Saw Blade Set (40 pcs)': {
      name: 'Jeu de lames de scie sauteuse Kerfline (40 pièces)',
      slug: 'jeu-de-lames-de-scie-sauteuse-kerfline-40-pieces',
      description:
        'Quarante lames à emmanchement en T pour le bois, le métal, le stratifié et les coupes courbes, rangées dans un étui à clip. Compatibles avec toutes les scies sauteuses Kerfline et la plupart des autres.',
    },
    'Kerfline Guide Rail 1.4 m': {
      name: 'Rail de guidage Kerfline 1,4 m',
      slug: 'rail-de-guidage-kerfline-1-4-m',
      description:
        'Un rail de guidage en aluminium de 1 400 mm avec bandes antidérapantes et bord anti-éclats remplaçable, pour la TCS-165 et toute scie équipée de l\'adaptateur de rail.',
    },
  },
  optionNames: {
    Voltage: 'Tension',
    Plug: 'Prise',
    Diameter: 'Diamètre',
    Teeth: 'Denture',
  },
  optionValues: {
    '120 V': '120 V',
    '230 V': '230 V',
    US: 'États-Unis',
    EU: 'Europe',
    UK: 'Royaume-Uni',
    '7-1/4" (184 mm)': '7-1/4 po (184 mm)',
    '6-1/2" (165 mm)': '6-1/2 po (165 mm)',
    '8-1/4" (210 mm)': '8-1/4 po (210 mm)',
    '3 TPI': '3 dents/pouce',
    '6 TPI': '6 dents/pouce',
    '10 TPI': '10 dents/pouce',
  },
};
