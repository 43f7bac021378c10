// Japanese names, URL slugs (romaji) and descriptions of the demo catalogue, as a Japanese tool shop writes them.
import type { DemoTranslation } from './types';

export const ja: DemoTranslation = {
  categories: {
    'circular-saws': { name: '丸ノコ', slug: 'marunoko' },
    'mitre-saws': { name: '卓上丸ノコ', slug: 'takujo-marunoko' },
    jigsaws: { name: 'ジグソー', slug: 'jiguso' },
    'table-saws': { name: 'テーブルソー', slug: 'teburuso' },
    'band-saws': { name: 'バンドソー', slug: 'bandoso' },
    'reciprocating-saws': { name: 'レシプロソー', slug: 'reshipuroso' },
    'blades-and-accessories': { name: '替刃・アクセサリー', slug: 'kaeba-akusesari' },
  },
  products: {
    'Kerfline CS-185 Circular Saw': {
      name: 'Kerfline CS-185 電気丸ノコ',
      slug: 'kerfline-cs-185-denki-marunoko',
      description:
        '木造の骨組みやウッドデッキ施工に最適な、15アンプ・7-1/4インチの電気丸ノコです。マグネシウム製ベース、定位置ストッパー付きで最大56°の傾斜切断、刃を2秒で止める電気ブレーキ、切断線を見やすく保つダストブロワーを装備しています。',
    },
    'Kerfline MS-305 Sliding Compound Mitre Saw': {
      name: 'Kerfline MS-305 卓上スライド丸ノコ',
      slug: 'kerfline-ms-305-takujo-suraido-marunoko',
      description:
        '幅14インチまでの板を横切りできる、左右傾斜対応の12インチ卓上スライド丸ノコです。10か所の角度位置決めストッパー、刃の影で切断位置を示すLEDシャドウライン、現場用発電機のブレーカーに負担をかけにくいソフトスタートモーターを搭載しています。',
    },
    'Kerfline JS-90 Orbital Jig Saw': {
      name: 'Kerfline JS-90 オービタルジグソー',
      slug: 'kerfline-js-90-obitaru-jiguso',
      description:
        '4段階のオービタル切替と毎分800〜3,200ストロークの無段変速で、木材・鋼材・化粧板の曲線切りに対応します。工具不要のTシャンク刃交換と、振動を抑えるカウンターバランス機構を備えています。',
    },
    'Kerfline TS-254 Jobsite Table Saw': {
      name: 'Kerfline TS-254 現場用テーブルソー',
      slug: 'kerfline-ts-254-genbayo-teburuso',
      description:
        'ラック＆ピニオン式フェンス、32インチの縦挽き能力、階段も転がして運べる折りたたみスタンドを備えた10インチのテーブルソーです。オプションの人体検知ブレーキと割刃（リビングナイフ）により、当社ラインナップで最も安全なソーとなっています。',
    },
    'Kerfline BS-350 Benchtop Band Saw': {
      name: 'Kerfline BS-350 卓上バンドソー',
      slug: 'kerfline-bs-350-takujo-bandoso',
      description:
        '挽き割り高さ6インチの14インチバンドソーです。45°まで傾斜する鋳鉄製テーブル、ボールベアリング式ブレードガイド、木材用と非鉄金属用の2段変速を備えています。',
    },
    'Kerfline RS-32 Reciprocating Saw': {
      name: 'Kerfline RS-32 レシプロソー',
      slug: 'kerfline-rs-32-reshipuroso',
      description:
        'ストローク長1-1/4インチの12アンプ解体用ソーです。木材をすばやく切断できるオービタル機構と、配管や釘入り材の切断を一日中続けても疲れにくい防振ハンドルを備えています。',
    },
    'Kerfline 24T Framing Blade 7-1/4" (3-pack)': {
      name: 'Kerfline 24T 構造材用チップソー 7-1/4インチ（3枚入り）',
      slug: 'kerfline-24t-kozozaiyo-chippuso-7-1-4-inchi-3-mai-iri',
      description:
        '薄刃設計で付着防止コーティングを施した、超硬チップ付き24枚刃のチップソーです。構造用製材や合板の縦挽き・横挽きをすばやく行えます。',
    },
    'Kerfline 80T Fine-Finish Mitre Blade 12"': {
      name: 'Kerfline 80T 仕上げ用卓上丸ノコ刃 12インチ',
      slug: 'kerfline-80t-shiageyo-takujo-marunoko-ba-12-inchi',
      description:
        'レーザーカットの防振スリットを備えた80枚刃の交互斜め刃（ATB）ブレードで、造作材・モールディング・広葉樹をガラスのように滑らかに切断します。軸穴径1インチの12インチ卓上丸ノコすべてに対応します。',
    },
    'Kerfline Bi-Metal Reciprocating Blade Set (12 pcs)': {
      name: 'Kerfline バイメタル レシプロソー替刃セット（12本入り）',
      slug: 'kerfline-baimetaru-reshipuroso-kaeba-setto-12-hon-iri',
      description:
        '木材、釘、金属パイプ、塩ビ管に対応するバイメタル刃12本を、丈夫なケースに収めました。コバルト配合の刃は、炭素鋼の刃に比べて最大5倍長持ちします。',
    },
    'Kerfline CCS-18 Cordless Circular Saw': {
      name: 'Kerfline CCS-18 充電式丸ノコ',
      slug: 'kerfline-ccs-18-judenshiki-marunoko',
      description:
        '2×材を45°で一度に切断できる、18Vブラシレスモーター搭載の6-1/2インチ充電式丸ノコです。Kerfline 18Vバッテリーすべてで使用でき、電気ブレーキと吊り下げ用ラフターフックが付属します。',
    },
    'Kerfline CS-235 Worm-Drive Circular Saw': {
      name: 'Kerfline CS-235 ウォームドライブ丸ノコ',
      slug: 'kerfline-cs-235-uomu-doraibu-marunoko',
      description:
        '生材の縦挽きも一日中こなせるトルクを備えた、9-1/4インチのウォームドライブ丸ノコです。オイルバス式ギア、マグネシウム製ハウジング、22.5°と45°に位置決めのある最大51°の傾斜切断機能を備えています。',
    },
    'Kerfline TCS-165 Track Circular Saw': {
      name: 'Kerfline TCS-165 ガイドレール式丸ノコ',
      slug: 'kerfline-tcs-165-gaido-reru-shiki-marunoko',
      description:
        'ガイドレールに沿って走らせ、合板などの板材をささくれなく切断できるプランジ丸ノコです。割刃、変速機能、化粧パネル用の浅切り（スコアリング）設定を備えています。',
    },
    'Kerfline MS-254 Compact Mitre Saw': {
      name: 'Kerfline MS-254 コンパクト卓上丸ノコ',
      slug: 'kerfline-ms-254-konpakuto-takujo-marunoko',
      description:
        'はしごを上って運べるほど軽量な、片側傾斜の10インチ卓上丸ノコです。9か所の位置決めを備えたカムロック式マイターハンドルと、透明な下部ガードを装備しています。',
    },
    'Kerfline MS-216 Cordless Sliding Mitre Saw': {
      name: 'Kerfline MS-216 充電式卓上スライド丸ノコ',
      slug: 'kerfline-ms-216-judenshiki-takujo-suraido-marunoko',
      description:
        'まだ電気が来ていない現場での手直し作業に最適な、18Vブラシレスの卓上スライド丸ノコです。2×12材を90°で切断でき、バッテリー2個で丸一日作業できます。',
    },
    'Kerfline MS-355 Axial-Glide Mitre Saw': {
      name: 'Kerfline MS-355 アキシャルグライド卓上丸ノコ',
      slug: 'kerfline-ms-355-akisharu-guraido-takujo-marunoko',
      description:
        '当社フラッグシップの14インチ卓上丸ノコです。スライドレールの代わりに関節式アームを採用して作業台の奥行きを1フィート節約し、高さ7-1/2インチまでの廻り縁（クラウンモールディング）を立て掛けたまま切断できます。',
    },
    'Kerfline JS-18 Cordless Jig Saw': {
      name: 'Kerfline JS-18 充電式ジグソー',
      slug: 'kerfline-js-18-judenshiki-jiguso',
      description:
        'ブラシレスモーター、LEDライト、4段階のオービタル切替を備えた、バレルグリップタイプの充電式ジグソーです。工具を使わずに45°まで傾斜切断できます。',
    },
    'Kerfline JS-60 Compact Jig Saw': {
      name: 'Kerfline JS-60 コンパクトジグソー',
      slug: 'kerfline-js-60-konpakuto-jiguso',
      description:
        '趣味の工作台や学校の技術室に最適な、軽量500ワットのジグソーです。工具不要の刃交換、集じんポート、ささくれ防止ガードを備えています。',
    },
    'Kerfline JS-120 Heavy-Duty Jig Saw': {
      name: 'Kerfline JS-120 ヘビーデューティージグソー',
      slug: 'kerfline-js-120-hebi-dyuti-jiguso',
      description:
        '定速制御機能により、厚さ120mmの広葉樹や10mmの鋼材でも速度を落とさない1,000ワットのジグソーです。現在品切れ中ですが、次回入荷分を手配済みです。',
    },
    'Kerfline TS-210 Compact Table Saw': {
      name: 'Kerfline TS-210 コンパクトテーブルソー',
      slug: 'kerfline-ts-210-konpakuto-teburuso',
      description:
        '車のトランクに収まる8-1/4インチのテーブルソーです。24インチの縦挽き能力、フェンスとマイターゲージの本体収納、工具なしで持ち上げられる刃カバーを備えています。',
    },
    'Kerfline TS-315 Cabinet Table Saw': {
      name: 'Kerfline TS-315 キャビネットテーブルソー',
      slug: 'kerfline-ts-315-kyabinetto-teburuso',
      description:
        '鋳鉄製の天板とトラニオン、52インチのT型スクエアフェンス、4インチ集じんポートを備えた3馬力のキャビネットソーです。一日中稼働させる家具工房のために作られています。',
    },
    'Kerfline TS-254C Cordless Table Saw': {
      name: 'Kerfline TS-254C 充電式テーブルソー',
      slug: 'kerfline-ts-254c-judenshiki-teburuso',
      description:
        '18Vバッテリー2個で動く10インチのテーブルソーです。ラック＆ピニオン式フェンス、28インチの縦挽き能力、刃を3秒以内に止めるブレーキを備えています。',
    },
    'Kerfline BS-230 Bench Band Saw': {
      name: 'Kerfline BS-230 卓上バンドソー',
      slug: 'kerfline-bs-230-takujo-bandoso',
      description:
        '模型職人や弦楽器職人向けの9インチバンドソーです。切断高さ90mm、傾斜テーブル、直角にしっかり固定できる縦挽きフェンスを備えています。',
    },
    'Kerfline BS-500 Floor Band Saw': {
      name: 'Kerfline BS-500 据置型バンドソー',
      slug: 'kerfline-bs-500-sueokigata-bandoso',
      description:
        '直径12インチの丸太を挽き割りできる、20インチの据置型バンドソーです。鋳鉄製ホイール、ワンタッチ式の張力解除機構、フットブレーキを備えています。',
    },
    'Kerfline PBS-18 Portable Band Saw': {
      name: 'Kerfline PBS-18 ポータブルバンドソー',
      slug: 'kerfline-pbs-18-potaburu-bandoso',
      description:
        'パイプ、電線管、チャンネル材をその場で切断できる充電式ポータブルバンドソーです。切断能力127mm、はしごに掛けられるフック付きです。',
    },
    'Kerfline RS-18 Cordless Reciprocating Saw': {
      name: 'Kerfline RS-18 充電式レシプロソー',
      slug: 'kerfline-rs-18-judenshiki-reshipuroso',
      description:
        'オービタル機構と首振りシューを備えた、18Vブラシレスのレシプロソーです。釘入り材や50mmのパイプも、バッテリー1個で切断できます。',
    },
    'Kerfline RS-12 One-Hand Pruning Saw': {
      name: 'Kerfline RS-12 片手用剪定ソー',
      slug: 'kerfline-rs-12-katateyo-sentei-so',
      description:
        '片手で扱える軽さのコンパクトなレシプロソーです。庭木の剪定、塩ビ管の切断、狭いキャビネット内での上向き切断に活躍します。',
    },
    'Kerfline 60T Plywood Blade 10"': {
      name: 'Kerfline 60T 合板用チップソー 10インチ',
      slug: 'kerfline-60t-gohanyo-chippuso-10-inchi',
      description:
        '化粧合板やメラミン化粧板でも欠けやささくれを出さない、60枚刃のトリプルチップ（TCG）チップソーです。10インチのテーブルソーおよび卓上丸ノコすべてに対応します。',
    },
    'Kerfline Band Saw Blade 93-1/2" (3-pack)': {
      name: 'Kerfline バンドソーブレード 93-1/2インチ（3本入り）',
      slug: 'kerfline-bandoso-buredo-93-1-2-inchi-3-bon-iri',
      description:
        '14インチバンドソーでの挽き割りや直線切りに適した、幅1/2インチ・3山フック刃のブレード3本セットです。焼入れ済みの刃先と、しなやかな背金が特長です。',
    },
    'Kerfline Jig Saw Blade Set (40 pcs)': {
      name: 'Kerfline ジグソーブレードセット（40本入り）',
      slug: 'kerfline-jiguso-buredo-setto-40-hon-iri',
      description:
        '木材用、金属用、化粧板用、曲線切り用のTシャンクブレード40本を、クリップ式ケースに分類して収納しました。Kerfline全機種をはじめ、他社製のほとんどのジグソーにも使用できます。',
    },
    'Kerfline Guide Rail 1.4 m': {
      name: 'Kerfline ガイドレール 1.4m',
      slug: 'kerfline-gaido-reru-1-4m',
      description:
        '滑り止めストリップと交換可能なささくれ防止エッジを備えた、長さ1,400mmのアルミ製ガイドレールです。TCS-165のほか、レールアダプターを取り付けたあらゆる丸ノコに使用できます。',
    },
  },
  optionNames: {
    Voltage: '電圧',
    Plug: 'プラグ',
    Diameter: '直径',
    Teeth: '刃数',
  },
  optionValues: {
    '120 V': '120V',
    '230 V': '230V',
    US: '米国型(A)',
    EU: '欧州型(C)',
    UK: '英国型(BF)',
    '7-1/4" (184 mm)': '7-1/4インチ(184mm)',
    '6-1/2" (165 mm)': '6-1/2インチ(165mm)',
    '8-1/4" (210 mm)': '8-1/4インチ(210mm)',
    '3 TPI': '3山/インチ',
    '6 TPI': '6山/インチ',
    '10 TPI': '10山/インチ',
  },
};
