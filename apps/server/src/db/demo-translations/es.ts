// Spanish (neutral, Spain-friendly) translation of the demo catalogue in ../demo-data.ts.
import type { DemoTranslation } from './types';

export const es: DemoTranslation = {
  categories: {
    'circular-saws': { name: 'Sierras circulares', slug: 'sierras-circulares' },
    'mitre-saws': { name: 'Ingletadoras', slug: 'ingletadoras' },
    jigsaws: { name: 'Sierras de calar', slug: 'sierras-de-calar' },
    'table-saws': { name: 'Sierras de mesa', slug: 'sierras-de-mesa' },
    'band-saws': { name: 'Sierras de cinta', slug: 'sierras-de-cinta' },
    'reciprocating-saws': { name: 'Sierras de sable', slug: 'sierras-de-sable' },
    'blades-and-accessories': { name: 'Discos, hojas y accesorios', slug: 'discos-hojas-y-accesorios' },
  },

  products: {
    'Kerfline CS-185 Circular Saw': {
      name: 'Sierra circular Kerfline CS-185',
      slug: 'sierra-circular-kerfline-cs-185',
      description:
        'Sierra circular de 15 amperios y 7-1/4 pulgadas para estructuras de madera y tarimas de exterior. Base de magnesio, inclinación de 56° con topes fijos, freno eléctrico que detiene el disco en dos segundos y soplador que mantiene despejada la línea de corte.',
    },
    'Kerfline MS-305 Sliding Compound Mitre Saw': {
      name: 'Ingletadora telescópica Kerfline MS-305',
      slug: 'ingletadora-telescopica-kerfline-ms-305',
      description:
        'Ingletadora telescópica de 12 pulgadas y doble inclinación que tronza tablas de hasta 14 pulgadas de ancho. Diez topes de inglete fijos, indicador de corte LED por línea de sombra y motor de arranque suave que no hace saltar el interruptor automático del generador de obra.',
    },
    'Kerfline JS-90 Orbital Jig Saw': {
      name: 'Sierra de calar pendular Kerfline JS-90',
      slug: 'sierra-de-calar-pendular-kerfline-js-90',
      description:
        'Cuatro posiciones pendulares y velocidad variable de 800 a 3200 carreras por minuto para cortes curvos en madera, acero y laminado. Cambio de hoja de vástago en T sin herramientas y contrapeso de baja vibración.',
    },
    'Kerfline TS-254 Jobsite Table Saw': {
      name: 'Sierra de mesa de obra Kerfline TS-254',
      slug: 'sierra-de-mesa-de-obra-kerfline-ts-254',
      description:
        'Sierra de mesa de 10 pulgadas con guía paralela de cremallera, capacidad de corte longitudinal de 32 pulgadas y soporte plegable con ruedas que salva escalones. El freno opcional con detección de contacto con la piel y el cuchillo divisor la convierten en la sierra más segura de nuestra gama.',
    },
    'Kerfline BS-350 Benchtop Band Saw': {
      name: 'Sierra de cinta de sobremesa Kerfline BS-350',
      slug: 'sierra-de-cinta-de-sobremesa-kerfline-bs-350',
      description:
        'Sierra de cinta de 14 pulgadas con 6 pulgadas de altura de corte para desdoblar tablas, mesa de hierro fundido inclinable hasta 45°, guías de hoja con rodamientos de bolas y dos velocidades para madera y metales no férreos.',
    },
    'Kerfline RS-32 Reciprocating Saw': {
      name: 'Sierra de sable Kerfline RS-32',
      slug: 'sierra-de-sable-kerfline-rs-32',
      description:
        'Sierra de demolición de 12 amperios con carrera de 1-1/4 pulgadas, movimiento pendular para cortes rápidos en madera y empuñadura antivibración para largas jornadas cortando tuberías y madera con clavos.',
    },
    'Kerfline 24T Framing Blade 7-1/4" (3-pack)': {
      name: 'Disco para estructuras Kerfline 24T 7-1/4" (pack de 3)',
      slug: 'disco-para-estructuras-kerfline-24t-7-1-4-pack-de-3',
      description:
        'Discos de 24 dientes con punta de metal duro, corte fino y recubrimiento antiadherente. Pensados para cortes rápidos al hilo y transversales en madera de construcción y contrachapado.',
    },
    'Kerfline 80T Fine-Finish Mitre Blade 12"': {
      name: 'Disco de acabado fino para ingletadora Kerfline 80T 12"',
      slug: 'disco-de-acabado-fino-para-ingletadora-kerfline-80t-12',
      description:
        'Disco de 80 dientes alternos (ATB) con ranuras de estabilización cortadas por láser para cortes lisos como el cristal en tapajuntas, molduras y madera dura. Compatible con cualquier ingletadora de 12 pulgadas con eje de 1 pulgada.',
    },
    'Kerfline Bi-Metal Reciprocating Blade Set (12 pcs)': {
      name: 'Juego de hojas bimetálicas para sierra de sable Kerfline (12 uds.)',
      slug: 'juego-de-hojas-bimetalicas-para-sierra-de-sable-kerfline-12-uds',
      description:
        'Doce hojas bimetálicas para madera, clavos, tubo metálico y PVC, en un maletín resistente. Sus dientes enriquecidos con cobalto duran hasta cinco veces más que las hojas de acero al carbono.',
    },
    'Kerfline CCS-18 Cordless Circular Saw': {
      name: 'Sierra circular a batería Kerfline CCS-18',
      slug: 'sierra-circular-a-bateria-kerfline-ccs-18',
      description:
        'Sierra circular sin escobillas de 18 voltios y 6-1/2 pulgadas que corta tablones de 2 pulgadas (2x) a 45° en una sola pasada. Funciona con todas las baterías Kerfline de 18 V; incluye freno eléctrico y gancho para colgarla de las vigas.',
    },
    'Kerfline CS-235 Worm-Drive Circular Saw': {
      name: 'Sierra circular de tornillo sinfín Kerfline CS-235',
      slug: 'sierra-circular-de-tornillo-sinfin-kerfline-cs-235',
      description:
        'Sierra de tornillo sinfín de 9-1/4 pulgadas con el par necesario para cortar madera húmeda al hilo durante toda la jornada. Engranajes en baño de aceite, carcasa de magnesio e inclinación de 51° con topes a 22,5° y 45°.',
    },
    'Kerfline TCS-165 Track Circular Saw': {
      name: 'Sierra circular de incisión Kerfline TCS-165',
      slug: 'sierra-circular-de-incision-kerfline-tcs-165',
      description:
        'Sierra de incisión que se desliza sobre un carril guía para hacer cortes sin astillas en tableros. Cuchillo divisor, velocidad variable y posición de precorte para paneles laminados.',
    },
    'Kerfline MS-254 Compact Mitre Saw': {
      name: 'Ingletadora compacta Kerfline MS-254',
      slug: 'ingletadora-compacta-kerfline-ms-254',
      description:
        'Ingletadora de 10 pulgadas e inclinación simple, tan ligera que se puede subir por una escalera de mano. Empuñadura de inglete con bloqueo de leva y nueve topes, y protector inferior transparente.',
    },
    'Kerfline MS-216 Cordless Sliding Mitre Saw': {
      name: 'Ingletadora telescópica a batería Kerfline MS-216',
      slug: 'ingletadora-telescopica-a-bateria-kerfline-ms-216',
      description:
        'Ingletadora telescópica sin escobillas de 18 V para los remates de obra cuando todavía no hay corriente. Corta tablones de 2x12 a 90° y aguanta una jornada completa con dos baterías.',
    },
    'Kerfline MS-355 Axial-Glide Mitre Saw': {
      name: 'Ingletadora de brazo articulado Kerfline MS-355',
      slug: 'ingletadora-de-brazo-articulado-kerfline-ms-355',
      description:
        'Nuestra ingletadora insignia de 14 pulgadas: un brazo articulado en lugar de guías ahorra un pie (unos 30 cm) de fondo en el banco y corta molduras de cornisa de hasta 7-1/2 pulgadas apoyadas contra la guía.',
    },
    'Kerfline JS-18 Cordless Jig Saw': {
      name: 'Sierra de calar a batería Kerfline JS-18',
      slug: 'sierra-de-calar-a-bateria-kerfline-js-18',
      description:
        'Sierra de calar a batería con agarre de cuerpo, motor sin escobillas, luz de trabajo LED y cuatro posiciones pendulares. Se inclina hasta 45° sin herramientas.',
    },
    'Kerfline JS-60 Compact Jig Saw': {
      name: 'Sierra de calar compacta Kerfline JS-60',
      slug: 'sierra-de-calar-compacta-kerfline-js-60',
      description:
        'Sierra de calar ligera de 500 vatios para el banco de bricolaje y los talleres escolares: cambio de hoja sin herramientas, salida de aspiración y protector antiastillas.',
    },
    'Kerfline JS-120 Heavy-Duty Jig Saw': {
      name: 'Sierra de calar de uso intensivo Kerfline JS-120',
      slug: 'sierra-de-calar-de-uso-intensivo-kerfline-js-120',
      description:
        'Sierra de calar de 1000 vatios con electrónica constante que mantiene la velocidad en madera dura de 120 mm y en acero de 10 mm. Actualmente agotada; hay nuevas existencias en camino.',
    },
    'Kerfline TS-210 Compact Table Saw': {
      name: 'Sierra de mesa compacta Kerfline TS-210',
      slug: 'sierra-de-mesa-compacta-kerfline-ts-210',
      description:
        'Sierra de mesa de 8-1/4 pulgadas que cabe en el maletero de un coche: capacidad de corte longitudinal de 24 pulgadas, almacenamiento integrado para la guía paralela y la guía de ingletes, y protector de disco que se levanta sin herramientas.',
    },
    'Kerfline TS-315 Cabinet Table Saw': {
      name: 'Sierra de mesa de bancada Kerfline TS-315',
      slug: 'sierra-de-mesa-de-bancada-kerfline-ts-315',
      description:
        'Sierra de mesa de bancada cerrada de 3 CV con mesa y soportes basculantes de hierro fundido, guía paralela en T de 52 pulgadas y salida de aspiración de 4 pulgadas. Fabricada para el taller de ebanistería que trabaja con ella todo el día.',
    },
    'Kerfline TS-254C Cordless Table Saw': {
      name: 'Sierra de mesa a batería Kerfline TS-254C',
      slug: 'sierra-de-mesa-a-bateria-kerfline-ts-254c',
      description:
        'Sierra de mesa de 10 pulgadas que funciona con dos baterías de 18 V: guía paralela de cremallera, capacidad de corte longitudinal de 28 pulgadas y freno que detiene el disco en menos de tres segundos.',
    },
    'Kerfline BS-230 Bench Band Saw': {
      name: 'Sierra de cinta de banco Kerfline BS-230',
      slug: 'sierra-de-cinta-de-banco-kerfline-bs-230',
      description:
        'Sierra de cinta de 9 pulgadas para maquetistas y luthiers: 90 mm de altura de corte, mesa inclinable y guía paralela que se bloquea en escuadra.',
    },
    'Kerfline BS-500 Floor Band Saw': {
      name: 'Sierra de cinta de pie Kerfline BS-500',
      slug: 'sierra-de-cinta-de-pie-kerfline-bs-500',
      description:
        'Sierra de cinta de pie de 20 pulgadas que desdobla troncos de 12 pulgadas. Volantes de hierro fundido, tensado de liberación rápida y freno de pedal.',
    },
    'Kerfline PBS-18 Portable Band Saw': {
      name: 'Sierra de cinta portátil Kerfline PBS-18',
      slug: 'sierra-de-cinta-portatil-kerfline-pbs-18',
      description:
        'Sierra de cinta portátil a batería para cortar tubos, conductos eléctricos y perfiles de montaje en el mismo lugar de la instalación: capacidad de 127 mm y gancho para colgarla de una escalera.',
    },
    'Kerfline RS-18 Cordless Reciprocating Saw': {
      name: 'Sierra de sable a batería Kerfline RS-18',
      slug: 'sierra-de-sable-a-bateria-kerfline-rs-18',
      description:
        'Sierra de sable sin escobillas de 18 V con movimiento pendular y zapata basculante. Corta madera con clavos y tubo de 50 mm con una sola batería.',
    },
    'Kerfline RS-12 One-Hand Pruning Saw': {
      name: 'Sierra de poda para una mano Kerfline RS-12',
      slug: 'sierra-de-poda-para-una-mano-kerfline-rs-12',
      description:
        'Sierra de sable compacta, tan ligera que se maneja con una sola mano, para podar, cortar PVC y hacer cortes por encima de la cabeza dentro de muebles estrechos.',
    },
    'Kerfline 60T Plywood Blade 10"': {
      name: 'Disco para contrachapado Kerfline 60T 10"',
      slug: 'disco-para-contrachapado-kerfline-60t-10',
      description:
        'Disco de 60 dientes con dentado trapecio-plano que no deja astillas en contrachapado rechapado ni en melamina. Compatible con cualquier sierra de mesa o ingletadora de 10 pulgadas.',
    },
    'Kerfline Band Saw Blade 93-1/2" (3-pack)': {
      name: 'Hoja de sierra de cinta Kerfline 93-1/2" (pack de 3)',
      slug: 'hoja-de-sierra-de-cinta-kerfline-93-1-2-pack-de-3',
      description:
        'Tres hojas de 1/2 pulgada con dentado de gancho de 3 dientes por pulgada para desdoblar y hacer cortes rectos en sierras de cinta de 14 pulgadas. Dientes templados y dorso flexible.',
    },
    'Kerfline Jig Saw Blade Set (40 pcs)': {
      name: 'Juego de hojas de sierra de calar Kerfline (40 uds.)',
      slug: 'juego-de-hojas-de-sierra-de-calar-kerfline-40-uds',
      description:
        'Cuarenta hojas de vástago en T para madera, metal, laminado y cortes curvos, ordenadas en un estuche con cierre de clip. Compatibles con todas las sierras de calar Kerfline y con la mayoría de las de otras marcas.',
    },
    'Kerfline Guide Rail 1.4 m': {
      name: 'Carril guía Kerfline 1,4 m',
      slug: 'carril-guia-kerfline-1-4-m',
      description:
        'Carril guía de aluminio de 1400 mm con bandas antideslizantes y labio antiastillas recambiable para la TCS-165 y cualquier sierra con adaptador para carril.',
    },
  },

  optionNames: {
    Voltage: 'Tensión',
    Plug: 'Enchufe',
    Diameter: 'Diámetro',
    Teeth: 'Dentado',
  },

  optionValues: {
    '120 V': '120 V',
    '230 V': '230 V',
    US: 'Americano',
    EU: 'Europeo',
    UK: 'Británico',
    '7-1/4" (184 mm)': '184 mm (7-1/4")',
    '6-1/2" (165 mm)': '165 mm (6-1/2")',
    '8-1/4" (210 mm)': '210 mm (8-1/4")',
    '3 TPI': '3 dientes/pulg.',
    '6 TPI': '6 dientes/pulg.',
    '10 TPI': '10 dientes/pulg.',
  },
};
